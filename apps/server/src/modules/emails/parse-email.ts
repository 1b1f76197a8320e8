import type { AddressObject, ParsedMail, SimpleParserOptions } from 'mailparser';
import { AppError } from '../../http/app-error.ts';
import { looksLikeEmail } from './eml-shape.ts';
import { sanitizeEmailHtml, textOfHtml } from './sanitize-email-html.ts';

export const NOT_AN_EMAIL_MESSAGE = 'This file is not a valid e-mail message (RFC 822).';

export interface EmailAttachment {
  filename: string;
  content_type: string;
  size: number;
}

/** What Vigila keeps of an e-mail: the reviewer's view of it, with the HTML already sanitised. */
export interface ParsedEmail {
  subject: string;
  fromAddress: string | null;
  fromName: string | null;
  recipient: string;
  /** The Date header; null when absent or unreadable. */
  date: Date | null;
  messageId: string | null;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
}

/** mailparser never needs this long for the largest real messages (about 60 ms for 1 MB); a hang is a bad file. */
const PARSE_TIMEOUT_MS = 30_000;

/**
 * mailparser inlines the message's own cid: images into the HTML as data: URLs; past this total it leaves cid:
 * links, so one e-mail cannot bloat the stored HTML. (@types/mailparser does not list the option yet.)
 */
const PARSER_OPTIONS: SimpleParserOptions & { maxInlinedImagesSize: number } = {
  maxInlinedImagesSize: 2 * 1024 * 1024,
};

// PostgreSQL text cannot hold NUL, and real-world mail sometimes contains it.
const withoutNul = (value: string) => value.replaceAll('\0', '');

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return withoutNul(list.map((entry) => entry.text).join(', '));
}

function firstSender(from: AddressObject | undefined): { address: string | null; name: string | null } {
  const first = from?.value[0];
  return {
    address: first?.address ? withoutNul(first.address) : null,
    name: first?.name ? withoutNul(first.name) : null,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`parsing took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function present(mail: ParsedMail): ParsedEmail {
  const html = mail.html ? sanitizeEmailHtml(withoutNul(mail.html)) : null;
  const plain = withoutNul(mail.text ?? '').trim();
  const sender = firstSender(mail.from);
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null;
  return {
    subject: withoutNul(mail.subject ?? '').trim(),
    fromAddress: sender.address,
    fromName: sender.name,
    recipient: addressText(mail.to),
    date,
    messageId: mail.messageId ? withoutNul(mail.messageId) : null,
    // HTML-only messages (newsletters, many phones) have no text part: the body is the HTML's visible text.
    text: plain === '' && html ? textOfHtml(html) : plain,
    html,
    attachments: mail.attachments.map((attachment) => ({
      filename: withoutNul(attachment.filename ?? 'unnamed'),
      content_type: attachment.contentType,
      size: attachment.size,
    })),
  };
}

/**
 * Parses a raw .eml (RFC 822/5322, MIME): decodes RFC 2047 headers in any charset, nested messages and base64
 * roots, sanitises the HTML. Anything that is not an e-mail message fails with a 400 AppError and no side effect.
 */
export async function parseEmail(bytes: Buffer): Promise<ParsedEmail> {
  if (!looksLikeEmail(bytes)) throw AppError.of('not_an_email');
  let mail: ParsedMail;
  try {
    // Loaded on the first upload rather than at start-up (decision 0014, start-up); cached by the module system.
    const { simpleParser } = await import('mailparser');
    mail = await withTimeout(simpleParser(bytes, PARSER_OPTIONS), PARSE_TIMEOUT_MS);
  } catch (error) {
    throw AppError.of('not_an_email', { cause: error });
  }
  return present(mail);
}
