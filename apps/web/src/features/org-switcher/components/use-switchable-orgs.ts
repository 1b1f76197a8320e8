import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useUserOrgs } from '../api/get-user-orgs.ts';

export interface SwitchableOrg {
  id: string;
  name: string;
  active: boolean;
}

/**
 * The user's organisations: the API's list (the database is the authority), or, until it answers or when it
 * cannot, the orgs claim of the ID token. The active one is the token's org_id.
 */
export function useSwitchableOrgs(): { orgs: SwitchableOrg[]; activeName: string | null } {
  const user = useAuthStore((state) => state.user);
  const fromApi = useUserOrgs();
  const activeId = user?.org_id ?? null;
  const orgs: SwitchableOrg[] = fromApi.data
    ? fromApi.data.map(({ id, name, active }) => ({ id, name, active: activeId ? id === activeId : active }))
    : (user?.orgs ?? []).map(({ id, name }) => ({ id, name, active: id === activeId }));
  const activeName = user?.org_name ?? orgs.find((org) => org.active)?.name ?? null;
  return { orgs, activeName };
}
