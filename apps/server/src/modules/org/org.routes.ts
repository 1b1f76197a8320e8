import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate.ts';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { invitationDeps } from '../invitations/invitation-deps.ts';
import { inviteMember } from '../invitations/invite.service.ts';
import {
  INVITATION_REVOKED,
  listPendingInvitations,
  revokeInvitation,
} from '../invitations/pending-invitations.service.ts';
import {
  changeMemberRoles,
  listMembers,
  MEMBER_DELETED,
  removeMember,
  ROLES_UPDATED,
} from './members.service.ts';
import { requireMemberManager } from './org.policy.ts';
import { userOrgsOf } from './user-orgs.service.ts';

const tags = ['team'];

/**
 * SPEC §7 /org calls, the real invitation revoke and the organisation switcher's list (decision 0009). Every route
 * checks again, inside its transaction, what its access rule promises: the rule is the first gate, not the only one.
 */
export const orgRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  const deps = invitationDeps(options.services, options.publicUrl);

  route(app, endpoints.userOrgs, {
    access: 'member',
    tags,
    summary: "The caller's organisations, their roles in each, and which one requests act in",
    handler: (request) => Promise.resolve({ orgs: userOrgsOf(callerOf(request), requireAuth(request)) }),
  });

  route(app, endpoints.members, {
    access: 'member',
    tags,
    summary: 'Members of the organisation, owners first then by name (any member may read)',
    handler: async (request) => {
      return { members: await listMembers(db, callerOf(request)) };
    },
  });

  route(app, endpoints.changeRole, {
    access: 'manager',
    tags,
    summary:
      "Set a member's roles (any subset); owner granted or removed only by an owner, never the last one",
    handler: async (request) => {
      await changeMemberRoles(db, callerOf(request), request.body);
      return { success: true as const, message: ROLES_UPDATED };
    },
  });

  route(app, endpoints.removeMember, {
    access: 'manager',
    tags,
    summary: 'Remove a member (an owner only by an owner; never the last owner)',
    handler: async (request) => {
      await removeMember(db, callerOf(request), request.body);
      return { success: true as const, message: MEMBER_DELETED };
    },
  });

  route(app, endpoints.inviteMember, {
    access: 'manager',
    tags,
    summary:
      'Invite an address with one role (admin, manager or technician); e-mailed when sendInvitationEmail',
    handler: async (request) => {
      const result = await inviteMember({ ...deps, log: request.log }, callerOf(request), request.body);
      return { success: true as const, ...result };
    },
  });

  route(app, endpoints.invitations, {
    access: 'manager',
    tags,
    summary: 'Pending invitations (not accepted, revoked or expired), newest first, each with its link',
    handler: async (request) => {
      const caller = callerOf(request);
      requireMemberManager(caller.roles);
      return { invitations: await listPendingInvitations(deps, caller) };
    },
  });

  route(app, endpoints.revokeInvitation, {
    access: 'manager',
    tags,
    summary: 'Revoke a pending invitation: its link stops working at once',
    handler: async (request) => {
      // The invitation names its organisation, which may not be the one acted in: any the caller belongs to.
      const auth = requireAuth(request);
      const memberOrgIds = auth.memberships.map((m) => m.orgId);
      await revokeInvitation(deps, { userId: auth.userId, memberOrgIds }, request.params);
      return { success: true as const, message: INVITATION_REVOKED };
    },
  });
  done();
};
