import { AppError } from '../../http/app-error.ts';
import { FileTaskFailed, runFileTask } from '../../parsing/file-pool.ts';
import { looksLikeEmail } from './eml-shape.ts';
import type { HtmlDropReason, ParsedEmail, ReadEmailOptions } from '../../parsing/email/read-email.ts';

export type { EmailAttachment, ParsedEmail } from '../../parsing/email/read-email.ts';

export const NOT_AN_EMAIL_MESSAGE = 'This file is not a valid e-mail message (RFC 822).';

/**
 * How long one reading of an e-mail may take in its file thread (from when a thread is free for it). mailparser
 * needs about 60 ms for 1 MB, and the largest real messages sanitise in a second or two; a reading that passes this
 * is a hostile file, and its thread is terminated.
 */
export const EMAIL_TIME_LIMIT_MS = 20_000;

async function readInThread(bytes: Buffer, options: ReadEmailOptions, timeLimitMs: number) {
  const result = await runFileTask({ kind: 'read-email', bytes, options }, { timeLimitMs });
  if (!result.ok) throw AppError.of('not_an_email');
  return result.email;
}

/** The reason to drop the HTML after a reading that failed on it, or null when the failure is not the HTML's. */
function dropReasonOf(error: unknown): HtmlDropReason | null {
  if (!(error instanceof FileTaskFailed)) return null;
  switch (error.reason) {
    case 'time_limit':
    case 'memory_limit':
      return error.reason;
    case 'crashed':
      // A stack overflow or a bug in the DOM code: the text may still be readable without the HTML.
      return 'time_limit';
  }
}

/**
 * Parses a raw .eml (RFC 822/5322, MIME) off the main thread, so no message can stall the server's other requests
 * (decision 0027). A message whose HTML passes the thread's limits is read again without it: kept with its text,
 * `htmlDropped` saying why. Anything that is not an e-mail, or that passes the limits even as text, fails with a
 * 400 AppError and no side effect.
 */
export async function parseEmail(
  bytes: Buffer,
  options: { htmlTimeLimitMs?: number } = {},
): Promise<ParsedEmail> {
  if (!looksLikeEmail(bytes)) throw AppError.of('not_an_email');
  try {
    return await readInThread(bytes, { dropHtml: null }, options.htmlTimeLimitMs ?? EMAIL_TIME_LIMIT_MS);
  } catch (error) {
    const dropHtml = dropReasonOf(error);
    if (!dropHtml) throw error;
    try {
      return await readInThread(bytes, { dropHtml }, EMAIL_TIME_LIMIT_MS);
    } catch (again) {
      if (again instanceof AppError) throw again;
      throw AppError.of('email_unreadable', { cause: again });
    }
  }
}
