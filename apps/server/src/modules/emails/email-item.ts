import { createHash } from 'node:crypto';
import type { NewItem } from '../items/index.ts';
import type { ParsedEmail } from './parse-email.ts';

/** Where an e-mail came from: a file a reviewer uploaded, or a message of a connected mailbox. */
export type EmailOrigin =
  | { kind: 'upload'; fileName: string }
  | { kind: 'mailbox'; connectionId: string; provider: string; account: string; messageId: string };

export interface EmailItemInput {
  orgId: string;
  raw: Buffer;
  parsed: ParsedEmail;
  blobKey: string;
  /** Upload time, or when the mailbox received it: the e-mail date when the message has no Date header. */
  receivedAt: Date;
  origin: EmailOrigin;
}

/** The natural key of an e-mail: the same .eml twice (uploaded or synced) is one item. */
export function emailExternalId(raw: Buffer): string {
  return createHash('sha256').update(raw).digest('hex');
}

/**
 * When the organisation received an e-mail (decision 0032): a mailbox's own arrival time; for an uploaded file, the
 * e-mail's Date when it is earlier than the upload (the message reached someone of the organisation then, and was
 * uploaded later), else the upload time — a Date in the future is a sender's clock, not a receipt.
 */
export function emailReceivedAt(parsedDate: Date | null, origin: EmailOrigin, receivedAt: Date): Date {
  if (origin.kind === 'mailbox' || parsedDate === null) return receivedAt;
  return parsedDate.getTime() < receivedAt.getTime() ? parsedDate : receivedAt;
}

/** The items row of an e-mail (the shared contract "Item data written by the source helpers"). */
export function emailItemOf(input: EmailItemInput): NewItem {
  const { parsed, origin } = input;
  return {
    orgId: input.orgId,
    source: 'email',
    // A synced e-mail is listed under its mailbox; uploads belong to none.
    sourceKey: origin.kind === 'mailbox' ? origin.account : null,
    externalId: emailExternalId(input.raw),
    author: parsed.fromAddress ?? parsed.fromName,
    title: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    publishedAt: parsed.date ?? input.receivedAt,
    receivedAt: emailReceivedAt(parsed.date, origin, input.receivedAt),
    data: {
      recipient: parsed.recipient,
      attachments: parsed.attachments,
      blob_key: input.blobKey,
      message_id: parsed.messageId,
      size: input.raw.length,
      from_name: parsed.fromName,
      // The HTML was not kept (too deep, or past the file thread's limits): the text is what the reviewer reads.
      ...(parsed.htmlDropped ? { html_dropped: parsed.htmlDropped } : {}),
      origin: origin.kind === 'upload' ? 'upload' : origin.provider,
      ...(origin.kind === 'upload'
        ? { file_name: origin.fileName }
        : { mailbox_id: origin.connectionId, provider_message_id: origin.messageId }),
    },
  };
}
