import { t } from '@/lib/i18n/index.ts';

/**
 * A team answer that is not the shape the panel reads: logged in full, shown as the spec's 'Invalid response
 * format'. The fields are not checked again in the browser (the server sends each answer through its contract's
 * schema), so the team panel does not load zod with Settings (decision 0014, zod-free shell).
 */
export function invalidTeamAnswer(body: unknown): Error {
  console.error('Invalid response format', { body });
  return new Error(t('list.invalidResponse'));
}
