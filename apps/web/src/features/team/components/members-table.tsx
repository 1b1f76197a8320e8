import { useMembers } from '../api/get-members.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { loadErrorText } from '../lib/failure-text.ts';
import { useT } from '@/lib/i18n/index.ts';
import { MemberRow, type MemberRowAccess } from './member-row.tsx';
import { HeaderCell, MessageRow, SkeletonRows, TeamTable } from './table-parts.tsx';

/** SPEC §9: three placeholder rows while the members load. */
export const MEMBER_SKELETON_ROWS = 3;

/**
 * SPEC §2.5: the members of the active organisation. A failed load says why in the table itself ('Error loading
 * members' when the server gave no reason) and toasts 'Failed to fetch organization members'.
 */
export function MembersTable({ orgId, access }: { orgId: string | null; access: MemberRowAccess }) {
  const t = useT();
  const members = useMembers(orgId);
  useFailureToast(members.error, t('team.failedFetchMembers'));
  const columns = access.canManage ? 5 : 4;

  let body;
  if (orgId === null) body = <MessageRow columns={columns}>{t('team.noOrgId')}</MessageRow>;
  else if (members.isPending) body = <SkeletonRows rows={MEMBER_SKELETON_ROWS} columns={columns} />;
  else if (members.isError)
    body = (
      <MessageRow columns={columns} tone="error">
        {loadErrorText(members.error, t('team.errorLoadingMembers'))}
      </MessageRow>
    );
  else if (members.data.length === 0) body = <MessageRow columns={columns}>{t('team.noMembers')}</MessageRow>;
  else
    body = members.data.map((member) => (
      <MemberRow key={member.user_id} orgId={orgId} member={member} access={access} />
    ));

  return (
    <TeamTable aria-label={t('team.membersTitle')} aria-busy={members.isFetching || undefined}>
      <thead>
        <tr>
          <HeaderCell>{t('team.colName')}</HeaderCell>
          <HeaderCell>{t('team.colEmail')}</HeaderCell>
          <HeaderCell>{t('team.colPicture')}</HeaderCell>
          <HeaderCell>{t('team.colRoles')}</HeaderCell>
          {access.canManage ? (
            <HeaderCell className="text-right">
              <span className="sr-only">{t('team.colActions')}</span>
            </HeaderCell>
          ) : null}
        </tr>
      </thead>
      <tbody>{body}</tbody>
    </TeamTable>
  );
}
