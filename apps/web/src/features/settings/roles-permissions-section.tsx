import { ShieldCheck } from 'lucide-react';
import {
  PERMISSION_ACTIONS,
  ROLES,
  type EditablePermissionRole,
  type PermissionAction,
  type PermissionsAnswer,
  type Role,
} from '@vigila/domain';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { usePermissions } from '@/lib/use-permissions.ts';
import { useUpdatePermission } from './permissions-api.ts';
import { SettingsSection } from './settings-section.tsx';

const ROLE_LABEL = {
  owner: 'team.roleOwner',
  admin: 'team.roleAdmin',
  manager: 'team.roleManager',
  technician: 'team.roleTechnician',
} as const satisfies Record<Role, string>;

export const roleLabel = (t: Translate, role: Role) => t(ROLE_LABEL[role]);

function PermissionTable({ answer }: { answer: PermissionsAnswer }) {
  const t = useT();
  const update = useUpdatePermission();
  const canEdit = answer.my_actions.includes('permissions.edit');
  const editable = (role: Role): role is EditablePermissionRole =>
    canEdit && (answer.editable_roles as readonly string[]).includes(role);
  const toggle = (role: EditablePermissionRole, action: PermissionAction, allowed: boolean) =>
    update.mutate(
      { role, action, allowed },
      {
        onSuccess: () => notify.success(t('rolesSettings.saved')),
        onError: () => notify.error(t('rolesSettings.failed')),
      },
    );
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('rolesSettings.caption')}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('rolesSettings.action')}
              </th>
              {ROLES.map((role) => (
                <th key={role} scope="col" className="px-2 py-2 text-center font-medium">
                  {roleLabel(t, role)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSION_ACTIONS.map((action) => (
              <tr key={action} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {t(`permission.${action}`)}
                </th>
                {ROLES.map((role) => (
                  <td key={role} className="px-2 py-2 text-center">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={t('rolesSettings.allow', {
                        role: roleLabel(t, role),
                        permission: t(`permission.${action}`),
                      })}
                      checked={answer.matrix[role][action]}
                      disabled={!editable(role) || update.isPending}
                      onChange={(event) => {
                        if (editable(role)) toggle(role, action, event.target.checked);
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{t('rolesSettings.ownerFixed')}</p>
      {canEdit ? null : <p className="text-sm text-muted-foreground">{t('rolesSettings.readOnly')}</p>}
    </div>
  );
}

/**
 * Settings → Roles and permissions (decision 0034): every action × every role. Owners and admins (by default:
 * whoever holds `permissions.edit`) tick and untick; the owner's column never changes; others read it.
 */
export function RolesPermissionsSection() {
  const t = useT();
  const permissions = usePermissions();
  const content = () => {
    if (permissions.isPending)
      return <p className="text-sm text-muted-foreground">{t('rolesSettings.loading')}</p>;
    if (permissions.isError)
      return (
        <p role="alert" className="text-sm text-destructive">
          {t('rolesSettings.loadFailed')}
        </p>
      );
    return <PermissionTable answer={permissions.data} />;
  };
  return (
    <SettingsSection
      value="roles-permissions"
      icon={ShieldCheck}
      title={t('rolesSettings.title')}
      description={t('rolesSettings.description')}
    >
      {content()}
    </SettingsSection>
  );
}
