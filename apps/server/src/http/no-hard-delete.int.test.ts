import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cases, items, statusHistory } from '../db/schema/index.ts';
import { sourceKeyOf, startAccessMatrixCast, type AccessMatrixCast } from '../test/access-matrix-cast.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { buildUser } from '../test/factories.ts';
import { multipartFile } from '../test/multipart.ts';

const kinds = await testDatabaseKinds();

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPORT = { subject: 'items', columns: ['id', 'title'], group_by: 'source' };

/**
 * Nothing is deleted (decision 0035): every route that can change anything, called by an owner with the seeded
 * organisation's own ids, and after each call no item, case, status history or audit row is gone. Items may become
 * archived or purged (a tombstone): the row stays. Calls that would reach an outside API send a body validation
 * refuses, as the access matrix does.
 */
function mutatingCalls(c: AccessMatrixCast): Record<string, () => InjectOptions | Promise<InjectOptions>> {
  const { a } = c;
  const eml = () =>
    multipartFile(
      'email',
      'report.eml',
      Buffer.from(
        [
          'From: Patient <patient@example.test>',
          'To: safety@acme.test',
          'Subject: Headache after the new tablets',
          `Message-ID: <${randomUUID()}@acme.test>`,
          'Date: Mon, 2 Mar 2026 10:00:00 +0000',
          'Content-Type: text/plain; charset=utf-8',
          '',
          'I had a headache after taking the tablets.',
        ].join('\r\n'),
      ),
      'message/rfc822',
    );
  const keyOf = (source: keyof typeof a.sourceIds) => sourceKeyOf(c.t.database.db, a.sourceIds[source]);
  return {
    'POST /api/register': () => ({
      method: 'POST',
      url: '/api/register',
      payload: { id: c.profiles.owner.id, email: c.profiles.owner.email, name: c.profiles.owner.name },
    }),
    'PUT /api/me/password': () => ({
      method: 'PUT',
      url: '/api/me/password',
      payload: { current_password: 'whatever-it-was', new_password: 'a-new-long-password' },
    }),
    // As a throwaway user: the owner's own token must keep working for the calls after it.
    'POST /api/me/sign-out-everywhere': async () => {
      const throwaway = await buildUser(c.t.database.db, { name: 'Leaving' });
      const token = await c.t.issuer.mintToken({ sub: throwaway.id });
      return {
        method: 'POST',
        url: '/api/me/sign-out-everywhere',
        headers: { authorization: `Bearer ${token}` },
      };
    },
    'POST /api/change-status': () => ({
      method: 'POST',
      url: '/api/change-status',
      payload: { reference_id: a.itemIds.email, reference_type: 'email', status_id: 3 },
    }),
    'POST /api/feedback': () => ({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        reference_id: a.itemIds.email,
        reference_type: 'email',
        flags: [{ flag: 'adr', verdict: 'missed' }],
      },
    }),
    'POST /api/custom-reports/run': () => ({
      method: 'POST',
      url: '/api/custom-reports/run',
      payload: { definition: REPORT },
    }),
    'POST /api/custom-reports': () => ({
      method: 'POST',
      url: '/api/custom-reports',
      payload: { name: 'Kept report', definition: REPORT },
    }),
    'PUT /api/custom-reports/:id': async () => ({
      method: 'PUT',
      url: `/api/custom-reports/${await savedReportId(c)}`,
      payload: { name: 'Renamed report', definition: REPORT },
    }),
    'DELETE /api/custom-reports/:id': async () => ({
      method: 'DELETE',
      url: `/api/custom-reports/${await savedReportId(c)}`,
    }),
    'POST /api/email/upload': () => ({ method: 'POST', url: '/api/email/upload', ...eml() }),
    'POST /api/email/analyze': () => ({
      method: 'POST',
      url: '/api/email/analyze',
      payload: { emailId: a.itemIds.email },
    }),
    'POST /api/mailboxes/:provider/connect': () => ({
      method: 'POST',
      url: '/api/mailboxes/microsoft/connect',
    }),
    'POST /api/mailboxes/:id/sync': () => ({ method: 'POST', url: `/api/mailboxes/${a.mailboxId}/sync` }),
    'DELETE /api/mailboxes/:id': () => ({ method: 'DELETE', url: `/api/mailboxes/${a.mailboxId}` }),
    'POST /api/recordings/upload': () => ({
      method: 'POST',
      url: '/api/recordings/upload',
      ...multipartFile('audio', 'call.wav', silentWav(), 'audio/wav'),
    }),
    'POST /api/recordings/analyze': () => ({
      method: 'POST',
      url: '/api/recordings/analyze',
      payload: { recordingId: a.itemIds.recording },
    }),
    'DELETE /api/recordings/:id': () => ({ method: 'DELETE', url: `/api/recordings/${a.itemIds.recording}` }),
    'PUT /api/recordings/:id/transcript': () => ({
      method: 'PUT',
      url: `/api/recordings/${a.itemIds.recording}/transcript`,
      payload: { text: 'No delete' },
    }),
    'PATCH /api/sources/:id': () => ({
      method: 'PATCH',
      url: `/api/sources/${a.sourceIds.literature}`,
      payload: { schedule: 'off' },
    }),
    'POST /api/sources/:id/sync': () => ({ method: 'POST', url: `/api/sources/${a.sourceIds.youtube}/sync` }),
    'POST /api/scrape-instagram': () => ({
      method: 'POST',
      url: '/api/scrape-instagram',
      payload: { profileUrl: '' },
    }),
    'POST /api/analyze-instagram': () => ({ method: 'POST', url: '/api/analyze-instagram' }),
    'DELETE /api/instagram/accounts/:username': async () => ({
      method: 'DELETE',
      url: `/api/instagram/accounts/${await keyOf('instagram')}`,
    }),
    'POST /api/youtube/comments': () => ({
      method: 'POST',
      url: '/api/youtube/comments',
      payload: { username: '' },
    }),
    'DELETE /api/youtube/:channel': async () => ({
      method: 'DELETE',
      url: `/api/youtube/${await keyOf('youtube')}`,
    }),
    'POST /api/amazon/load-reviews': () => ({
      method: 'POST',
      url: '/api/amazon/load-reviews',
      payload: { asin: '' },
    }),
    'POST /api/amazon/update-product-name': () => ({
      method: 'POST',
      url: '/api/amazon/update-product-name',
      payload: { asin: a.asin, product_name: 'Acme tablets' },
    }),
    'DELETE /api/reviews/:asin': () => ({ method: 'DELETE', url: `/api/reviews/${a.asin}` }),
    'POST /api/search-pubmed': () => ({
      method: 'POST',
      url: '/api/search-pubmed',
      payload: { searchTerms: '' },
    }),
    'POST /api/search-ibecs': () => ({
      method: 'POST',
      url: '/api/search-ibecs',
      payload: { searchTerms: '' },
    }),
    'POST /api/analyze-literature': () => ({ method: 'POST', url: '/api/analyze-literature', payload: {} }),
    'DELETE /api/literature/delete/:searchTerm': async () => ({
      method: 'DELETE',
      url: `/api/literature/delete/${encodeURIComponent(await keyOf('literature'))}`,
    }),
    'POST /api/case': () => ({
      method: 'POST',
      url: '/api/case',
      payload: { reference_id: a.itemIds.amazon, source: 'amazon' },
    }),
    'POST /api/cases/import': () => ({
      method: 'POST',
      url: '/api/cases/import',
      ...multipartFile(
        'file',
        'case.xml',
        Buffer.from(
          '<ichicsr><safetyreport><safetyreportid>KEEP-1</safetyreportid></safetyreport></ichicsr>',
        ),
        'application/xml',
      ),
    }),
    'POST /api/cases/:id/sections/:section': () => ({
      method: 'POST',
      url: `/api/cases/${a.caseId}/sections/F`,
    }),
    'PUT /api/cases/:id/sections/:section/:index': () => ({
      method: 'PUT',
      url: `/api/cases/${a.caseId}/sections/E/0`,
      payload: { reaction_term: 'Headache' },
    }),
    'PUT /api/cases/:id/sections/:section/:index/coding': () => ({
      method: 'PUT',
      url: `/api/cases/${a.caseId}/sections/G/0/coding`,
      payload: { term: 'Hypertension', llt_code: null, language: 'en' },
    }),
    // Removing a row of a case form is an audited edit of the case, not a deletion of it.
    'DELETE /api/cases/:id/sections/:section/:index': () => ({
      method: 'DELETE',
      url: `/api/cases/${a.caseId}/sections/F/0`,
    }),
    'PUT /api/cases/:id/sections/:section/order': () => ({
      method: 'PUT',
      url: `/api/cases/${a.caseId}/sections/E/order`,
      payload: { order: [0] },
    }),
    'POST /api/cases/manual': () => ({ method: 'POST', url: '/api/cases/manual' }),
    'PUT /api/cases/:id/assignee': () => ({
      method: 'PUT',
      url: `/api/cases/${a.caseId}/assignee`,
      payload: { assignee_id: null },
    }),
    'PUT /api/cases/:id/receipt-dates': () => ({
      method: 'PUT',
      url: `/api/cases/${a.caseId}/receipt-dates`,
      payload: { initial_receipt_date: '2026-01-05', latest_receipt_date: '2026-01-06', reason: 'No delete' },
    }),
    'POST /api/cases/:id/downgrade-seriousness': () => ({
      method: 'POST',
      url: `/api/cases/${a.caseId}/downgrade-seriousness`,
      payload: { reason: 'No delete' },
    }),
    'POST /api/cases/:id/narrative-draft': () => ({
      method: 'POST',
      url: `/api/cases/${a.caseId}/narrative-draft`,
    }),
    'POST /api/cases/:id/links': async () => ({
      method: 'POST',
      url: `/api/cases/${a.caseId}/links`,
      payload: { linked_case_id: await otherCaseId(c), kind: 'duplicate' },
    }),
    'DELETE /api/cases/:id/links/:linkedId': async () => ({
      method: 'DELETE',
      url: `/api/cases/${a.caseId}/links/${await otherCaseId(c)}`,
    }),
    'POST /api/meddra/releases': () => ({
      method: 'POST',
      url: '/api/meddra/releases',
      ...multipartFile('version', 'version.txt', Buffer.from('27.1'), 'text/plain'),
    }),
    'PUT /api/case/:id/type': () => ({
      method: 'PUT',
      url: `/api/case/${a.caseId}/type`,
      payload: { case_type: 'ICSR' },
    }),
    'PUT /api/case/:id/status': () => ({
      method: 'PUT',
      url: `/api/case/${a.caseId}/status`,
      payload: { status: 'completed' },
    }),
    'PUT /api/case/:id': () => ({
      method: 'PUT',
      url: `/api/case/${a.caseId}`,
      payload: { case_narrative: 'Headache after the tablets.' },
    }),
    'POST /api/org/change-role': () => ({
      method: 'POST',
      url: '/api/org/change-role',
      payload: { orgId: a.orgId, userId: a.userIds.technician, roles: [{ name: 'manager' }] },
    }),
    'DELETE /api/org/member': () => ({
      method: 'DELETE',
      url: '/api/org/member',
      payload: { orgId: a.orgId, userId: a.userIds.manager },
    }),
    'POST /api/org/invite': () => ({
      method: 'POST',
      url: '/api/org/invite',
      payload: {
        inviteeEmail: `invitee-${randomUUID()}@example.test`,
        roles: ['rol_technician'],
        sendInvitationEmail: false,
      },
    }),
    'DELETE /api/org/invitations/:id': async () => ({
      method: 'DELETE',
      url: `/api/org/invitations/${await c.fresh.invitation()}`,
    }),
    'POST /api/analysis/models/train': () => ({ method: 'POST', url: '/api/analysis/models/train' }),
    'POST /api/analysis/reanalysis': () => ({ method: 'POST', url: '/api/analysis/reanalysis' }),
    'POST /api/analysis/models/activate': () => ({
      method: 'POST',
      url: '/api/analysis/models/activate',
      payload: { id: null },
    }),
    'PUT /api/me/preferences': () => ({
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { language: 'es' },
    }),
    'POST /api/change-status/undo': () => ({
      method: 'POST',
      url: '/api/change-status/undo',
      payload: { history_id: 'no-such-change' },
    }),
    'PUT /api/triage/reasons': () => ({
      method: 'PUT',
      url: '/api/triage/reasons',
      payload: { reasons: null },
    }),
    'PUT /api/cases/:id/assessments': () => ({
      method: 'PUT',
      url: `/api/cases/${a.caseId}/assessments`,
      payload: {},
    }),
    'PUT /api/reporting-rules/:receiver': () => ({
      method: 'PUT',
      url: '/api/reporting-rules/fda',
      payload: { effective_from: '2026-01-01', rules: [], fallback: 'periodic', fallback_basis: 'Matrix' },
    }),
    // Moving a case along its workflow, then sending it back: the case and its history stay.
    'POST /api/cases/:id/workflow': () => ({
      method: 'POST',
      url: `/api/cases/${a.caseId}/workflow`,
      payload: { direction: 'forward' },
    }),
    'PUT /api/org/workflow': () => ({
      method: 'PUT',
      url: '/api/org/workflow',
      payload: { quality_check: true, medical_review: true, qc_by_other_reviewer: true },
    }),
    'PUT /api/org/permissions': () => ({
      method: 'PUT',
      url: '/api/org/permissions',
      payload: { role: 'technician', action: 'archive.purge', allowed: false },
    }),
    // A period, then a purge: the archived items past it are redacted, and their rows stay as tombstones.
    'PUT /api/retention': () => ({
      method: 'PUT',
      url: '/api/retention',
      payload: { purge_archived_after_days: 1 },
    }),
    'POST /api/retention/purge': () => ({ method: 'POST', url: '/api/retention/purge' }),
    // The product dictionary (decision 0042): archived and restored, never deleted.
    'POST /api/products': () => ({ method: 'POST', url: '/api/products', payload: { name: 'Ibuprofen' } }),
    'PUT /api/products/:id': async () => ({
      method: 'PUT',
      url: `/api/products/${await productId(c)}`,
      payload: { name: 'Xarelto', brands: ['Xarelto'] },
    }),
    'POST /api/products/:id/archive': async () => ({
      method: 'POST',
      url: `/api/products/${await productId(c)}/archive`,
    }),
    'POST /api/products/:id/restore': async () => ({
      method: 'POST',
      url: `/api/products/${await productId(c)}/restore`,
    }),
  };
}

/** A product of organisation A, added once (the product calls need one). */
let product: string | undefined;
async function productId(c: AccessMatrixCast): Promise<string> {
  if (product) return product;
  const response = await c.send('owner', {
    method: 'POST',
    url: '/api/products',
    payload: { name: 'Xarelto' },
  });
  product = response.json<{ data: { id: string } }>().data.id;
  return product;
}

/** A second case of organisation A, made by hand once (the link calls need one). */
let secondCase: string | undefined;
async function otherCaseId(c: AccessMatrixCast): Promise<string> {
  if (secondCase) return secondCase;
  const response = await c.send('owner', { method: 'POST', url: '/api/cases/manual' });
  secondCase = response.json<{ id: string }>().id;
  return secondCase;
}

async function savedReportId(c: AccessMatrixCast): Promise<string> {
  const response = await c.send('owner', {
    method: 'POST',
    url: '/api/custom-reports',
    payload: { name: `Report ${randomUUID()}`, definition: REPORT },
  });
  return response.json<{ report: { id: string } }>().report.id;
}

function silentWav(): Buffer {
  const samples = Buffer.alloc(8000 * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

describe.each(kinds)('no endpoint hard-deletes an item, a case or the audit trail, on %s', (kind) => {
  let c: AccessMatrixCast;
  let calls: ReturnType<typeof mutatingCalls>;

  beforeAll(async () => {
    c = await startAccessMatrixCast(kind);
    calls = mutatingCalls(c);
    // An item archived long ago, so that the purge has something to redact.
    await c.t.database.db
      .update(items)
      .set({ archivedAt: sql`now() - interval '30 days'`, archivedReason: 'item_removed' })
      .where(eq(items.id, c.a.itemIds.youtube));
  }, 180_000);
  afterAll(() => c.t.close());

  const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  it('has a call for every route the server registers that can change anything', () => {
    const registered = c.t.app.routeAccess
      .filter((route) => MUTATING.has(route.method))
      .map(keyOf)
      .sort();
    expect(Object.keys(calls).sort()).toEqual(registered);
  });

  it('no call by an owner makes an item, a case, a status change or an audit row disappear', async () => {
    const { db } = c.t.database;
    const seededItems = Object.values(c.a.itemIds);
    const tally = async () => ({
      items: (await db.select({ n: count() }).from(items))[0]?.n ?? 0,
      cases: (await db.select({ n: count() }).from(cases))[0]?.n ?? 0,
      history: (await db.select({ n: count() }).from(statusHistory))[0]?.n ?? 0,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0,
      seededItems:
        (await db.select({ n: count() }).from(items).where(inArray(items.id, seededItems)))[0]?.n ?? 0,
      seededCase: (await db.select({ n: count() }).from(cases).where(eq(cases.id, c.a.caseId)))[0]?.n ?? 0,
    });
    const lost: string[] = [];
    const statuses: Record<string, number> = {};
    for (const [key, build] of Object.entries(calls)) {
      const before = await tally();
      const response = await c.send('owner', await build());
      statuses[key] = response.statusCode;
      const after = await tally();
      for (const [table, n] of Object.entries(before)) {
        if (after[table as keyof typeof after] < n)
          lost.push(`${key}: ${table} ${n} → ${after[table as keyof typeof after]}`);
      }
    }
    expect(lost).toEqual([]);
    // The calls really ran: the destructive ones were answered as done, not refused before doing anything.
    for (const key of [
      'DELETE /api/recordings/:id',
      'DELETE /api/youtube/:channel',
      'DELETE /api/instagram/accounts/:username',
      'DELETE /api/reviews/:asin',
      'DELETE /api/literature/delete/:searchTerm',
      'DELETE /api/cases/:id/sections/:section/:index',
      'DELETE /api/mailboxes/:id',
      'POST /api/retention/purge',
    ]) {
      expect(statuses[key], key).toBe(200);
    }
    // Archived and purged items stay as rows; the purged one is a tombstone.
    const [recording] = await db.select().from(items).where(eq(items.id, c.a.itemIds.recording));
    expect(recording?.archivedAt).toBeInstanceOf(Date);
    const [purged] = await db.select().from(items).where(eq(items.id, c.a.itemIds.youtube));
    expect(purged?.purgedAt).toBeInstanceOf(Date);
    expect(purged?.text).toBe('');
  }, 900_000);
});
