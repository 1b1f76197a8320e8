import { z } from 'zod';
import { NO_ROLE } from '../constants.ts';

/** POST /api/register (SPEC §7.2): the SPA registers a signed-in user the API does not know yet. */
export const registerRequestSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  name: z.string().min(1),
  picture: z.string().nullish(),
  org_name: z.string().nullish(),
  org_id: z.string().nullish(),
  role: z.string().default(NO_ROLE),
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
