import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate.ts';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { requireMemberManager } from '../org/index.ts';
import { invitationDeps, type InvitationsServices } from './invitations.deps.ts';
import { inviteMember } from './invite.service.ts';
import {
  INVITATION_REVOKED,
  listPendingInvitations,
  revokeInvitation,
} from './pending-invitations.service.ts';

const tags = ['team'];

/**
 * SPEC §7 invitation calls under /org (invite, the pending list, the real revoke; decision 0009), registered right
 * after the org routes. Every route checks again, inside its transaction, what its access rule promises.
 */
export const invitationsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<InvitationsServices>> = (
  app,
  options,
  done,
) => {
  const deps = invitationDeps(options.services, options.publicUrl);

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
