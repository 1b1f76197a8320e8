import { describe, expect, it } from 'vitest';
import { emailExternalId, emailItemOf } from './email-item.ts';
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
    expect(item).toMatchObject({ sourceKey: 'pv@gmail.com', publishedAt: receivedAt, author: 'Ana' });
    expect(item.data).toMatchObject({ origin: 'gmail', mailbox_id: 'c1', provider_message_id: 'm1' });
    expect(item.data).not.toHaveProperty('file_name');
  });

  it('keys an e-mail by the SHA-256 of its bytes', () => {
    expect(emailExternalId(Buffer.from('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
