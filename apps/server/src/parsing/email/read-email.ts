import type { AddressObject, ParsedMail, SimpleParserOptions } from 'mailparser';
import { nestsDeeperThan, visibleTextOfMarkup } from './html-nesting.ts';
import { sanitizeEmailHtml, textOfHtml } from './sanitize-email-html.ts';

export interface EmailAttachment {
  filename: string;
  content_type: string;
  size: number;
}

/**
 * Why an e-mail's HTML was not kept (its text is): nested deeper than a browser would show, or sanitising it passed
 * the file thread's time or memory limit.
 */
export type HtmlDropReason = 'too_deep' | 'time_limit' | 'memory_limit';

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
  /** Set when the message had HTML that was not kept; `text` is then its visible text or the text part. */
  htmlDropped: HtmlDropReason | null;
  attachments: EmailAttachment[];
}

export interface ReadEmailOptions {
  /** Leave the HTML out (a first try passed a limit): keep only the text. */
  dropHtml: HtmlDropReason | null;
}

export type ReadEmailResult = { ok: true; email: ParsedEmail } | { ok: false; refusal: 'not_an_email' };

/**
 * mailparser inlines the message's own cid: images into the HTML as data: URLs; past this total it leaves cid:
 * links, so one e-mail cannot bloat the stored HTML. Its own HTML-to-text conversion is skipped: it recurses through
 * the tree and failed (or took most of a minute) on deeply nested HTML, refusing a valid message as "not an
 * e-mail"; the text of an HTML-only message comes from the sanitised HTML instead (or visibleTextOfMarkup). Nor is
 * a linkified HTML copy of the text part made: nothing uses it. (@types/mailparser lacks some of these options.)
 */
const PARSER_OPTIONS: SimpleParserOptions & { maxInlinedImagesSize: number; skipHtmlToText: boolean } = {
  maxInlinedImagesSize: 2 * 1024 * 1024,
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
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

/** The sanitised HTML and the text, or the text alone when the HTML is too deep or was dropped by the caller. */
function bodyOf(mail: ParsedMail, options: ReadEmailOptions) {
  const plain = withoutNul(mail.text ?? '').trim();
  const raw = mail.html ? withoutNul(mail.html) : null;
  if (raw === null) return { text: plain, html: null, htmlDropped: null };
  const dropped = options.dropHtml ?? (nestsDeeperThan(raw) ? 'too_deep' : null);
  if (dropped) return { text: plain || visibleTextOfMarkup(raw), html: null, htmlDropped: dropped };
  const html = sanitizeEmailHtml(raw);
  // HTML-only messages (newsletters, many phones) have no text part: the body is the HTML's visible text.
  return { text: plain === '' && html ? textOfHtml(html) : plain, html, htmlDropped: null };
}

function present(mail: ParsedMail, options: ReadEmailOptions): ParsedEmail {
  const sender = firstSender(mail.from);
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null;
  return {
    subject: withoutNul(mail.subject ?? '').trim(),
    fromAddress: sender.address,
    fromName: sender.name,
    recipient: addressText(mail.to),
    date,
    messageId: mail.messageId ? withoutNul(mail.messageId) : null,
    ...bodyOf(mail, options),
    attachments: mail.attachments.map((attachment) => ({
      filename: withoutNul(attachment.filename ?? 'unnamed'),
      content_type: attachment.contentType,
      size: attachment.size,
    })),
  };
}

/**
 * Reads a raw .eml in a file thread (parse-email.ts runs it there): MIME, RFC 2047 headers in any charset, nested
 * messages and base64 roots, then the HTML sanitised. Attachments are only listed (name, type, size): nothing
 * decompresses or opens them.
 */
export async function readEmail(bytes: Buffer, options: ReadEmailOptions): Promise<ReadEmailResult> {
  let mail: ParsedMail;
  try {
    // Loaded on the first e-mail a thread reads rather than at start-up (decision 0014, start-up).
    const { simpleParser } = await import('mailparser');
    mail = await simpleParser(bytes, PARSER_OPTIONS);
  } catch {
    return { ok: false, refusal: 'not_an_email' };
  }
  return { ok: true, email: present(mail, options) };
}
