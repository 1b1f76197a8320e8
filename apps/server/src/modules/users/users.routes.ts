import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../http/authenticate.ts';
import type { ClaimNames } from '../../http/token-claims.ts';
import { route } from '../../http/route.ts';
import { changePassword, signOutEverywhere } from './account.service.ts';
import { getUser } from './get-user.service.ts';
import { getPreferences, savePreferences } from './preferences.service.ts';
import { registerUser } from './register-user.service.ts';

export interface UsersRoutesOptions {
  db: Db;
  claimNames: ClaimNames;
}

export const usersRoutes: FastifyPluginCallbackZod<UsersRoutesOptions> = (app, { db, claimNames }, done) => {
  route(app, endpoints.register, {
    access: 'signed-in',
    tags: ['users'],
    summary: 'Register the signed-in user (and link the organisation their token lists)',
    handler: async (request) => {
      const data = await registerUser({ db, claimNames }, requireAuth(request), request.body);
      return { success: true as const, data };
    },
  });

  route(app, endpoints.getUser, {
    access: 'signed-in',
    tags: ['users'],
    summary: 'A user: the caller, or a member of an organisation the caller belongs to',
    handler: async (request) => {
      const data = await getUser({ db, claimNames }, requireAuth(request), request.params);
      return { success: true as const, data };
    },
  });
  route(app, endpoints.changePassword, {
    access: 'signed-in',
    tags: ['users'],
    summary:
      'Change the signed-in user’s password (accounts of the embedded provider), giving the current one',
    handler: async (request) => ({
      success: true as const,
      message: await changePassword(db, requireAuth(request), request.body),
    }),
  });

  route(app, endpoints.signOutEverywhere, {
    access: 'signed-in',
    tags: ['users'],
    summary:
      'End every session of the signed-in user: sessions and refresh tokens go, access tokens are refused',
    handler: async (request) => ({
      success: true as const,
      message: await signOutEverywhere(db, requireAuth(request).userId),
    }),
  });

  route(app, endpoints.preferences, {
    access: 'signed-in',
    tags: ['users'],
    summary: 'The signed-in user’s own preferences (the interface language), the same on every browser',
    handler: async (request) => ({
      success: true as const,
      data: await getPreferences(db, requireAuth(request).userId),
    }),
  });

  route(app, endpoints.savePreferences, {
    access: 'signed-in',
    tags: ['users'],
    summary: 'Keep the signed-in user’s preferences with their account',
    handler: async (request) => ({
      success: true as const,
      data: await savePreferences(db, requireAuth(request).userId, request.body),
    }),
  });
  done();
};
