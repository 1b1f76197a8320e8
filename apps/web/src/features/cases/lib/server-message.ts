import { ApiError } from '@/lib/api-client.ts';

/**
 * The server's own words from a failed call, or undefined when it said nothing readable (a network failure, or
 * an empty body that the API client reports as 'HTTP {status}'), so the caller can use the spec's fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.message.trim();
  return message === '' || /^HTTP \d+$/.test(message) ? undefined : message;
}
