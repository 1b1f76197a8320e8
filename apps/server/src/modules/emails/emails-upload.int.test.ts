import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, items } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fixedAnalyzer } from '../../test/fixed-analyzer.ts';
import { multipartFile } from '../../test/multipart.ts';
import { startMemberApp } from '../../test/member-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ingestEmail } from './ingest-email.ts';

const kinds = await testDatabaseKinds();
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/email/${name}`, import.meta.url));

const reportEml = Buffer.from(
  [
    'From: "Ana Paciente" <ana@example.test>',
    'To: farmacovigilancia@acme.test',
    'Subject: =?UTF-8?Q?Reacci=C3=B3n_tras_la_vacuna?=',
    'Date: Tue, 03 Mar 2026 09:15:00 +0100',
    'Message-ID: <report-1@example.test>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'After the second dose I had an ADR: a rash on both arms.',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p onclick="x()">After the second dose I had an <b>ADR</b>: a rash.</p>',
    '<script>alert(1)</script><img src="https://tracker.example/open.gif" alt="">',
    '--b1--',
    '',
  ].join('\r\n'),
);

describe.each(kinds)('e-mail upload and re-analysis on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let mallory: string;
  let acmeId: string;

  beforeAll(async () => {
    // Alice reviews for Acme. Mallory belongs to another organisation and must not touch Acme's e-mails.
    ({
      t,
      orgId: acmeId,
      member: alice,
      outsider: mallory,
    } = await startMemberApp(kind, { analyzer: fixedAnalyzer(), orgName: 'Acme' }));
  }, 120_000);
  afterAll(() => t.close());

  const upload = (token: string, fileName: string, bytes: Buffer, field = 'email') => {
    const { payload, headers } = multipartFile(field, fileName, bytes, 'message/rfc822');
    return t.app.inject({
      method: 'POST',
      url: '/api/email/upload',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
  };
  const getEmail = async (token: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/emails/${id}`, headers: { authorization: `Bearer ${token}` } });
  const blobFiles = (): string[] => {
    try {
      return readdirSync(t.config.blobDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return []; // no blob written yet
    }
  };
  const snapshot = async () => {
    const { db } = t.database;
    return {
      items: (await db.select({ n: count() }).from(items))[0]?.n,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
      blobs: blobFiles().length,
    };
  };
  const waitForAnalysis = async (id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const email = (await getEmail(alice, id)).json<{ data: { ai_status: string } }>().data;
      if (email.ai_status === 'processed' || email.ai_status === 'failed') return email;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('analysis did not finish');
  };

  let reportId = '';

  it('stores an uploaded .eml: raw file in the blob store, sanitised item, audit event, then analysis', async () => {
    const response = await upload(alice, 'reaccion.eml', reportEml);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; id: string }>();
    expect(body.success).toBe(true);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    reportId = body.id;

    const [row] = await t.database.db.select().from(items).where(eq(items.id, reportId));
    expect(row).toMatchObject({
      orgId: acmeId,
      source: 'email',
      sourceKey: null,
      author: 'ana@example.test',
      title: 'Reacción tras la vacuna',
      text: 'After the second dose I had an ADR: a rash on both arms.',
      publishedAt: new Date('2026-03-03T08:15:00Z'),
    });
    expect(row?.externalId).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.html).toContain('<b>ADR</b>');
    expect(row?.html).not.toMatch(/<script|onclick| src="https:/);
    expect(row?.html).toContain('data-blocked-src="https://tracker.example/open.gif"');
    expect(row?.data).toMatchObject({
      recipient: 'farmacovigilancia@acme.test',
      attachments: [],
      message_id: '<report-1@example.test>',
      size: reportEml.length,
      origin: 'upload',
      file_name: 'reaccion.eml',
    });
    const blobKey = String(row?.data.blob_key);
    const stored = Buffer.concat((await (await t.services.blobStore.read(blobKey)).toArray()) as Buffer[]);
    expect(stored.equals(reportEml)).toBe(true);

    const created = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'item.created'), eq(auditEvents.orgId, acmeId)));
    expect(created.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ itemId: reportId, source: 'email' }),
    );

    const analysed = await waitForAnalysis(reportId);
    expect(analysed).toMatchObject({
      ai_status: 'processed',
      ai_processed: true,
      adr: true,
      adr_reason: 'mentions ADR',
    });
  });

  it('answers the same id for the same file, and stores nothing twice', async () => {
    const before = await snapshot();
    const again = await upload(alice, 'copy-of-reaccion.eml', reportEml);
    expect(again.json()).toEqual({ success: true, id: reportId });
    expect(await snapshot()).toEqual(before);
  });

  it('lists attachments of a real message and decodes its RFC 2047 subject', async () => {
    const response = await upload(alice, 'cyrillic.EML', fixture('spamscope-mail-test-11.eml'));
    expect(response.statusCode).toBe(200);
    const id = response.json<{ id: string }>().id;
    await waitForAnalysis(id); // its audit event would otherwise land in the middle of the next test
    const email = (await getEmail(alice, id)).json<{
      data: { subject: string; attachments: { content_type: string }[] };
    }>().data;
    expect(email.subject).toBe('письмо уведом-е');
    expect(email.attachments).toEqual([
      expect.objectContaining({ content_type: 'application/pdf', size: 8932 }),
    ]);
  });

  it.each([
    ['a file not named .eml', 'report.pdf', reportEml, 'Please upload only .eml files'],
    [
      'an Outlook .msg',
      'mail_outlook_1.msg',
      fixture('spamscope-mail-outlook-1.msg'),
      'Please upload only .eml files',
    ],
    [
      'an Outlook .msg renamed to .eml',
      'outlook.eml',
      fixture('spamscope-mail-outlook-1.msg'),
      'This file is not a valid e-mail message (RFC 822).',
    ],
    ['random bytes', 'random.eml', randomBytes(8192), 'This file is not a valid e-mail message (RFC 822).'],
    ['an empty file', 'empty.eml', Buffer.alloc(0), 'This file is not a valid e-mail message (RFC 822).'],
  ])('refuses %s with 400 and stores nothing', async (_name, fileName, bytes, message) => {
    const before = await snapshot();
    const response = await upload(alice, fileName, bytes);
    expect(response.statusCode).toBe(400);
    const code = message === 'Please upload only .eml files' ? 'only_eml_files' : 'not_an_email';
    expect(response.json()).toEqual({ error: message, code });
    expect(await snapshot()).toEqual(before);
  });

  it('removes the stored file again when the item cannot be written', async () => {
    const before = await snapshot();
    const { db } = t.database;
    const deps = { db, jobs: t.services.jobs, blobStore: t.services.blobStore };
    const input = {
      orgId: 'org_that_does_not_exist',
      actorUserId: null,
      raw: reportEml,
      receivedAt: new Date(),
    };
    // The items row refers to a missing organisation: the transaction fails after the file was written.
    await expect(
      ingestEmail(deps, { ...input, origin: { kind: 'upload', fileName: 'x.eml' } }),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request without the file in the field "email", and anonymous callers', async () => {
    const wrongField = await upload(alice, 'reaccion.eml', reportEml, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      error: 'Send one .eml file in the form field "email"',
      code: 'eml_field_missing',
    });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/email/upload', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an e-mail over 25 MB with 413 and stores nothing', async () => {
    const before = await snapshot();
    const huge = Buffer.concat([
      Buffer.from('From: a@b.test\r\nSubject: big\r\n\r\n'),
      Buffer.alloc(26 * 1024 * 1024, 'a'),
    ]);
    const response = await upload(alice, 'huge.eml', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'This e-mail is larger than the 25 MB limit',
      code: 'email_too_large',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('re-analyses an e-mail on request, with an audit event', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/analyze',
      headers: { authorization: `Bearer ${alice}` },
      payload: { emailId: reportId },
    });
    expect(response.json()).toEqual({ success: true });
    const requested = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'item.reanalysis_requested'));
    expect(requested.map((e) => e.data)).toEqual([{ itemId: reportId, source: 'email' }]);
    expect(await waitForAnalysis(reportId)).toMatchObject({ ai_status: 'processed', adr: true });
  });

  it('does not let another organisation re-analyse (404) or even see an e-mail, and changes nothing', async () => {
    const before = await snapshot();
    const [itemBefore] = await t.database.db.select().from(items).where(eq(items.id, reportId));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/analyze',
      headers: { authorization: `Bearer ${mallory}` },
      payload: { emailId: reportId },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Email not found', code: 'email_not_found' });
    expect((await getEmail(mallory, reportId)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const [itemAfter] = await t.database.db.select().from(items).where(eq(items.id, reportId));
    expect(itemAfter?.aiStatus).toBe(itemBefore?.aiStatus);
    expect(itemAfter?.updatedAt).toEqual(itemBefore?.updatedAt);
  });
});
