import { z } from 'zod';
import { NO_ROLE } from '../constants.ts';

/** The longest name a profile keeps: every teammate's list shows it. */
export const MAX_PROFILE_NAME_LENGTH = 100;
/** RFC 5321's longest forward path, less the angle brackets. */
export const MAX_EMAIL_LENGTH = 254;

/** Control characters and the ones that reorder the text around them (a name could flip what follows it). */
const CONTROL_OR_REORDERING = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * A role name in brackets, "Mallory (Owner)" or "Eve [Admin]", as the team list shows roles: a name must not pose as
 * one. English and Spanish, the interface's languages; words merely containing one ("Ownership") are fine.
 */
const ROLE_IN_BRACKETS =
  /[([{<]\s*(owner|admin|administrator|manager|technician|propietari[oa]|administrador[a]?|gestor[a]?|t[eé]cnic[oa])\s*[)\]}>]/iu;

/** A person's name as a profile keeps it (trimmed). */
export const profileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_PROFILE_NAME_LENGTH)
  .refine(
    (name) => !CONTROL_OR_REORDERING.test(name),
    'Control and text-direction characters are not allowed',
  )
  .refine((name) => !ROLE_IN_BRACKETS.test(name), 'A name cannot carry a role in brackets');

/**
 * POST /api/register (SPEC §7.2): the SPA registers a signed-in user the API does not know yet. `picture` is still
 * accepted from older clients but never used: the server takes it from the provider's token (users/register-user).
 */
export const registerRequestSchema = z.object({
  id: z.string().min(1).max(255),
  email: z.email().max(MAX_EMAIL_LENGTH),
  name: profileNameSchema,
  picture: z.string().max(2048).nullish(),
  org_name: z
    .string()
    .max(200)
    .refine(
      (name) => !CONTROL_OR_REORDERING.test(name),
      'Control and text-direction characters are not allowed',
    )
    .nullish(),
  org_id: z.string().max(255).nullish(),
  role: z.string().max(100).default(NO_ROLE),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const userResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  org_id: z.string().nullable(),
  org_name: z.string().nullable(),
  roles: z.array(z.string()),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const registerResponseSchema = z.object({ success: z.literal(true), data: userResponseSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const getUserParamsSchema = z.object({ id: z.string().min(1) });
export const getUserResponseSchema = z.object({ success: z.literal(true), data: userResponseSchema });
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;
