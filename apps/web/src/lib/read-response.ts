import type { z } from 'zod';
import { t } from '@/lib/i18n/index.ts';

/**
 * Checks an API answer against its contract from @vigila/domain. A mismatch is a bug between server and
 * client: it is logged in full and shown as the spec's 'Invalid response format'.
 */
export function readResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error('Invalid response format', parsed.error.issues);
    throw new Error(t('list.invalidResponse'));
  }
  return parsed.data;
}
