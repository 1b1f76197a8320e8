import type { Role } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { ROLE_LABEL } from '../lib/role-labels.ts';

/** A member's roles as badges; the first is the main role (SPEC §6) and stands out. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  if (roles.length === 0) return <span className="text-sm text-muted-foreground">{t('team.noRole')}</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('team.colRoles')}>
      {roles.map((role, index) => (
        <li key={role}>
          <Badge
            variant={index === 0 ? 'default' : 'secondary'}
            title={index === 0 ? t('team.mainRole') : undefined}
          >
            {t(ROLE_LABEL[role])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
