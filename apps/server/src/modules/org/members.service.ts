import { orderedRoles, type ChangeRoleRequest, type TeamMember } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { compareMembers, toTeamMember } from './member.presenter.ts';
import {
  countOwners,
  deleteMembership,
  findMemberRoles,
  listMemberRows,
  lockOrg,
  setMemberRoles,
} from './org.repository.ts';
import { checkRoleChange, requireMemberManager } from './org.policy.ts';
import type { DbTransaction } from '../../db/transaction.ts';

export const ROLES_UPDATED = 'Roles updated';
export const MEMBER_DELETED = 'Member deleted successfully';

export async function listMembers(db: Db, caller: Caller): Promise<TeamMember[]> {
  const rows = await listMemberRows(db, caller.orgId);
  return rows.sort(compareMembers).map(toTeamMember);
}

/** Locks the organisation, then checks the caller manages members and the target is one. */
async function lockForTeamChange(tx: DbTransaction, caller: Caller, targetUserId: string) {
  if (!(await lockOrg(tx, caller.orgId))) throw AppError.of('organization_not_found');
  const callerRoles = await findMemberRoles(tx, caller.orgId, caller.userId);
  requireMemberManager(callerRoles);
  const targetRoles = await findMemberRoles(tx, caller.orgId, targetUserId);
  if (!targetRoles) throw AppError.of('member_not_found');
  return { callerRoles: callerRoles ?? [], targetRoles };
}

/** Any subset of the four roles, empty included (a member without a role still reads). Audited with old → new. */
export async function changeMemberRoles(
  db: Db,
  caller: Caller,
  request: Pick<ChangeRoleRequest, 'userId' | 'roles'>,
): Promise<void> {
  const after = orderedRoles(request.roles.map((role) => role.name));
  await db.transaction(async (tx) => {
    const { callerRoles, targetRoles } = await lockForTeamChange(tx, caller, request.userId);
    checkRoleChange({
      callerRoles,
      before: targetRoles,
      after,
      ownerCount: await countOwners(tx, caller.orgId),
      ownMembership: request.userId === caller.userId,
    });
    if (after.join() === targetRoles.join()) return; // nothing changes, nothing to record
    await setMemberRoles(tx, caller.orgId, request.userId, after);
    await recordAuditEvent(tx, {
      type: 'membership.roles_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { userId: request.userId, old: targetRoles, new: after },
    });
  });
}

/** Removes a member (the caller included, unless they are the last owner); an owner only by an owner. */
export async function removeMember(
  db: Db,
  caller: Caller,
  { userId: targetUserId }: { userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { callerRoles, targetRoles } = await lockForTeamChange(tx, caller, targetUserId);
    checkRoleChange({
      callerRoles,
      before: targetRoles,
      after: [],
      ownerCount: await countOwners(tx, caller.orgId),
      ownMembership: targetUserId === caller.userId,
    });
    await deleteMembership(tx, caller.orgId, targetUserId);
    await recordAuditEvent(tx, {
      type: 'membership.removed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { userId: targetUserId, roles: targetRoles },
    });
  });
}
