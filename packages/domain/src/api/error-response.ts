import { z } from 'zod';

// Apart from error.ts (the error codes, which the web's shell reads) so that reading a code loads no zod.

/**
 * Every failed API call answers this body (DESIGN.md: Errors): the spec's English `error` text, and beside it a
 * stable `code` (api-errors.ts) the web uses to show the message in the reader's language.
 */
export const errorResponseSchema = z.object({ error: z.string(), code: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
