import {
  changeRoleRequestSchema,
  errorResponseSchema,
  invitationIdParamsSchema,
  invitationsResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  membersResponseSchema,
  orgIdParamsSchema,
  removeMemberRequestSchema,
  userOrgsResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate.ts';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
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

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['team'];
const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * SPEC §7 /org calls, the real invitation revoke and the organisation switcher's list (decision 0009). Every route
 * checks again, inside its transaction, what its access rule promises: the rule is the first gate, not the only one.
 */
export const orgRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;
  const deps = invitationDeps(options.services, options.publicUrl);

  app.get('/orgs', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: "The caller's organisations, their roles in each, and which one requests act in",
      response: { 200: userOrgsResponseSchema, ...errors },
    },
    handler: (request) => Promise.resolve({ orgs: userOrgsOf(callerOf(request), requireAuth(request)) }),
  });

  app.get('/org/:orgId/members', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Members of the organisation, owners first then by name (any member may read)',
      params: orgIdParamsSchema,
      response: { 200: membersResponseSchema, ...errors },
    },
    handler: async (request) => {
      return { members: await listMembers(db, callerOf(request)) };
    },
  });

  app.post('/org/change-role', {
    config: { access: 'manager' },
    schema: {
      tags,
      summary:
        "Set a member's roles (any subset); owner granted or removed only by an owner, never the last one",
      body: changeRoleRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await changeMemberRoles(db, callerOf(request), request.body);
      return { success: true as const, message: ROLES_UPDATED };
    },
  });

  app.delete('/org/member', {
    config: { access: 'manager' },
    schema: {
      tags,
      summary: 'Remove a member (an owner only by an owner; never the last owner)',
      body: removeMemberRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await removeMember(db, callerOf(request), request.body);
      return { success: true as const, message: MEMBER_DELETED };
    },
  });

  app.post('/org/invite', {
    config: { access: 'manager' },
    schema: {
      tags,
      summary:
        'Invite an address with one role (admin, manager or technician); e-mailed when sendInvitationEmail',
      body: inviteRequestSchema,
      response: { 200: inviteResponseSchema, ...errors },
    },
    handler: async (request) => {
      const result = await inviteMember({ ...deps, log: request.log }, callerOf(request), request.body);
      return { success: true as const, ...result };
    },
  });

  app.get('/org/:orgId/invitations', {
    config: { access: 'manager' },
    schema: {
      tags,
      summary: 'Pending invitations (not accepted, revoked or expired), newest first, each with its link',
      params: orgIdParamsSchema,
      response: { 200: invitationsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      requireMemberManager(caller.roles);
      return { invitations: await listPendingInvitations(deps, caller) };
    },
  });

  app.delete('/org/invitations/:id', {
    config: { access: 'manager' },
    schema: {
      tags,
      summary: 'Revoke a pending invitation: its link stops working at once',
      params: invitationIdParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
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
