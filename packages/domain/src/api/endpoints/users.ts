import {
  accountMessageResponseSchema,
  changePasswordRequestSchema,
  userPreferencesResponseSchema,
  userPreferencesSchema,
} from '../account.ts';
import { healthResponseSchema, readyResponseSchema } from '../health.ts';
import {
  getUserParamsSchema,
  getUserResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '../register.ts';
import { endpoint } from '../endpoint.ts';
import { userAddresses } from './users-addresses.ts';

/** Liveness, readiness and the signed-in user's own record (SPEC §7.2). */
export const userEndpoints = {
  health: endpoint({ ...userAddresses.health, response: healthResponseSchema }),
  ready: endpoint({ ...userAddresses.ready, response: readyResponseSchema, errors: [503] }),
  register: endpoint({
    ...userAddresses.register,
    body: registerRequestSchema,
    response: registerResponseSchema,
    errors: [403, 409],
  }),
  getUser: endpoint({
    ...userAddresses.getUser,
    params: getUserParamsSchema,
    response: getUserResponseSchema,
    errors: [404],
  }),
  // Profile (issue 14): the user's own password and sessions.
  changePassword: endpoint({
    ...userAddresses.changePassword,
    body: changePasswordRequestSchema,
    response: accountMessageResponseSchema,
    errors: [400, 401, 409],
  }),
  signOutEverywhere: endpoint({
    ...userAddresses.signOutEverywhere,
    response: accountMessageResponseSchema,
    errors: [401],
  }),
  // The user's own preferences, kept with the account so a sign-in on another browser finds them (decision 0037).
  preferences: endpoint({
    ...userAddresses.preferences,
    response: userPreferencesResponseSchema,
    errors: [401],
  }),
  savePreferences: endpoint({
    ...userAddresses.savePreferences,
    body: userPreferencesSchema,
    response: userPreferencesResponseSchema,
    errors: [400, 401],
  }),
};
