import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** The shortest password the embedded provider accepts, at sign-up and when it is changed. */
export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
const MAX_PASSWORD_LENGTH = 1024;

/** PUT /me/password: the signed-in user's own password, for accounts of the embedded provider. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  new_password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Answer of the account calls: what happened, in words. */
export const accountMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * GET/PUT /me/preferences: the signed-in user's own choices that follow them from browser to browser. `language`
 * null: never chosen (the browser's language applies). The browser keeps a copy as a cache (decision 0037).
 */
export const userPreferencesSchema = z.object({ language: z.enum(LANGUAGES).nullable() });
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export const userPreferencesResponseSchema = z.object({
  success: z.literal(true),
  data: userPreferencesSchema,
});
