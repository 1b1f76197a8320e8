import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });
export const readyResponseSchema = z.object({ status: z.literal('ready'), database: z.literal('ok') });
