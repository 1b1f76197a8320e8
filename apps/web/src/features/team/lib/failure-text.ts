import { ApiError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';

/**
 * The server's own words from a failed call, or undefined when it said nothing readable (a network failure, or
 * an empty body that the API client reports as 'HTTP {status}'), so the caller can use the spec's fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.message.trim();
  return message === '' || /^HTTP \d+$/.test(message) ? undefined : message;
}

/** A toast text: the spec's failure message, followed by the server's reason when it gave one. */
export function failureText(message: string, error: unknown): string {
  const reason = serverMessage(error);
  return reason ? t('team.failedWithReason', { message, reason }) : message;
}

/** The text of a failed list load: what the server said, else the spec's fallback ('Error loading …'). */
export function loadErrorText(error: Error, fallback: string): string {
  if (error instanceof ApiError) return serverMessage(error) ?? fallback;
  return error.message.trim() || fallback;
}
