import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate.ts';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import {
  changeMemberRoles,
  listMembers,
  MEMBER_DELETED,
  removeMember,
  ROLES_UPDATED,
} from './members.service.ts';
import { userOrgsOf } from './user-orgs.service.ts';

const tags = ['team'];

/**
 * SPEC §7 /org calls and the organisation switcher's list (decision 0009); the invitation calls live in
 * modules/invitations/invitations.routes.ts. Every route checks again, inside its transaction, what its access rule
 * promises: the rule is the first gate, not the only one.
 */
export const orgRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const db = options.services.database.db;

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

  done();
};
