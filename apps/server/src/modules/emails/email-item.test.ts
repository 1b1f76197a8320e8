import { describe, expect, it } from 'vitest';
import { emailExternalId, emailItemOf, emailReceivedAt } from './email-item.ts';
import type { ParsedEmail } from './parse-email.ts';

const parsed: ParsedEmail = {
  subject: 'Rash',
  fromAddress: 'ana@example.test',
  fromName: 'Ana',
  recipient: 'pv@acme.test',
  date: new Date('2026-03-03T08:15:00Z'),
  messageId: '<1@example.test>',
  text: 'I got a rash',
  html: '<p>I got a rash</p>',
  htmlDropped: null,
  attachments: [{ filename: 'photo.jpg', content_type: 'image/jpeg', size: 1200 }],
};
const raw = Buffer.from('From: ana@example.test\r\n\r\nI got a rash\r\n');
const receivedAt = new Date('2026-03-04T00:00:00Z');

describe('emailItemOf', () => {
  it('maps an uploaded e-mail onto the items contract', () => {
    const item = emailItemOf({
      orgId: 'org_1',
      raw,
      parsed,
      blobKey: 'org-1/email/k',
      receivedAt,
      origin: { kind: 'upload', fileName: 'rash.eml' },
    });
    expect(item).toEqual({
      orgId: 'org_1',
      source: 'email',
      sourceKey: null,
      externalId: emailExternalId(raw),
      author: 'ana@example.test',
      title: 'Rash',
      text: 'I got a rash',
      html: '<p>I got a rash</p>',
      publishedAt: parsed.date,
      // Sent the day before the upload: the organisation had it then (decision 0032).
      receivedAt: parsed.date,
      data: {
        recipient: 'pv@acme.test',
        attachments: parsed.attachments,
        blob_key: 'org-1/email/k',
        message_id: '<1@example.test>',
        size: raw.length,
        from_name: 'Ana',
        origin: 'upload',
        file_name: 'rash.eml',
      },
    });
  });

  it('lists a synced e-mail under its mailbox, dated when received when it has no Date header', () => {
    const item = emailItemOf({
      orgId: 'org_1',
      raw,
      parsed: { ...parsed, date: null, fromAddress: null },
      blobKey: 'k',
      receivedAt,
      origin: {
        kind: 'mailbox',
        connectionId: 'c1',
        provider: 'gmail',
        account: 'pv@gmail.com',
        messageId: 'm1',
      },
    });
    expect(item).toMatchObject({
      sourceKey: 'pv@gmail.com',
      publishedAt: receivedAt,
      receivedAt,
      author: 'Ana',
    });
    expect(item.data).toMatchObject({ origin: 'gmail', mailbox_id: 'c1', provider_message_id: 'm1' });
    expect(item.data).not.toHaveProperty('file_name');
  });

  it('is received at the mailbox’s arrival, or at an upload’s Date when that is earlier than the upload', () => {
    const upload = { kind: 'upload', fileName: 'a.eml' } as const;
    const mailbox = {
      kind: 'mailbox',
      connectionId: 'c',
      provider: 'gmail',
      account: 'a',
      messageId: 'm',
    } as const;
    const sent = new Date('2026-11-16T09:30:00Z');
    const uploaded = new Date('2026-11-27T10:00:00Z');
    expect(emailReceivedAt(sent, upload, uploaded)).toBe(sent);
    expect(emailReceivedAt(null, upload, uploaded)).toBe(uploaded);
    // A Date after the upload is the sender's clock, not a receipt.
    expect(emailReceivedAt(new Date('2027-01-01T00:00:00Z'), upload, uploaded)).toBe(uploaded);
    // A mailbox says itself when the message arrived, whatever the Date header claims.
    expect(emailReceivedAt(sent, mailbox, uploaded)).toBe(uploaded);
  });

  it('keys an e-mail by the SHA-256 of its bytes', () => {
    expect(emailExternalId(Buffer.from('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
