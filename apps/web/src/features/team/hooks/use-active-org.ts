import { useEffect } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';

/**
 * The organisation the team panel acts in: the signed-in user's org_id. Without one nothing can be listed, which
 * SPEC §8 reports as the toast 'No organization ID found'.
 */
export function useActiveOrgId(): string | null {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  const signedIn = useAuthStore((state) => state.user !== null);
  useEffect(() => {
    if (signedIn && orgId === null) notify.error(t('team.noOrgId'));
  }, [signedIn, orgId]);
  return orgId;
}
