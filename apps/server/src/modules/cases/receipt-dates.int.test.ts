import { randomUUID } from 'node:crypto';
import type { CaseDetail, CaseHistoryEntry } from '@vigila/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { syntheticRelease } from '../../test/meddra-test-kit.ts';
import { parseMeddraRelease } from '../meddra/parse-release.ts';
import { replaceActiveRelease } from '../meddra/meddra.repository.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { multipartFile } from '../../test/multipart.ts';

const kinds = await testDatabaseKinds();
const FDA_SCENARIO_1 = join(
  import.meta.dirname,
  '../../../../../packages/domain/src/e2b/r3/fixtures/FAERS2022Scenario1.xml',
);
/** What a case needs before either E2B file can be made (the rest comes from the e-mail and the signed-in user). */
const READY = [
  { message_header_receiver_identifier: 'EVHUMAN' },
  { sender_country: 'ES' },
  { reporter_type: '1' },
  { case_narrative: 'A 64-year-old woman was hospitalised with angioedema after Cardiozen.' },
  { medicinal_product: 'Cardiozen' },
  { drug_role: '1' },
  { reaction_term: 'Angioedema' },
  { hospitalization: true },
];
const DAY_MS = 86_400_000;
const day = (at: Date) => at.toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  day(new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS));

/** A physician's e-mail written `daysAgo` days before now, reporting a hospitalisation. */
function physicianEmail(daysAgo: number): { bytes: Buffer; sent: Date } {
  const sent = new Date(Date.now() - daysAgo * DAY_MS);
  sent.setUTCHours(9, 14, 0, 0);
  const text = [
    'From: Dr Ana Ruiz <ana.ruiz@clinic.example>',
    'To: safety@acme.example',
    'Subject: Patient hospitalised after Cardiozen',
    `Date: ${sent.toUTCString()}`,
    `Message-ID: <receipt-${daysAgo}-${Math.random()}@clinic.example>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'A 64-year-old woman was hospitalised with angioedema two days after starting Cardiozen 10 mg.',
    '',
  ].join('\r\n');
  return { bytes: Buffer.from(text), sent };
}

describe.each(kinds)('receipt dates and day 0 on %s', (kind) => {
  let k: CasesTestKit;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
  });
  afterAll(() => k.t.close());
  const loadSyntheticRelease = () =>
    k.t.database.db.transaction((tx) =>
      replaceActiveRelease(tx, randomUUID(), {
        orgId: k.orgId,
        version: '27.1',
        language: 'en',
        uploadedBy: k.memberUserId,
        terms: parseMeddraRelease(syntheticRelease('en')),
      }),
    );

  const uploadEmail = async (bytes: Buffer) => {
    const { payload, headers } = multipartFile('email', 'report.eml', bytes, 'message/rfc822');
    const response = await k.t.app.inject({
      method: 'POST',
      url: '/api/email/upload',
      headers: { ...headers, ...k.auth(k.member) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };
  const detail = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}`, k.member)).json<{ data: CaseDetail }>().data;
  const changeDates = (id: string, body: object) =>
    k.send('PUT', `/api/cases/${id}/receipt-dates`, k.member, body);
  const e2b = async (id: string, format: 'r2' | 'r3') =>
    (await k.send('GET', `/api/cases/${id}/e2b?format=${format}`, k.member)).body;

  it('starts the clock on the day the e-mail was sent, not the day it was uploaded', async () => {
    // An e-mail dated ten days ago is uploaded today; its item keeps the e-mail's date as the receipt.
    const { bytes, sent } = physicianEmail(10);
    const itemId = await uploadEmail(bytes);
    const [row] = await k.t.database.db.select().from(items).where(eq(items.id, itemId));
    expect(row?.receivedAt.toISOString()).toBe(sent.toISOString());

    // Uploading the same file again is the same item, and its receipt does not move.
    expect(await uploadEmail(bytes)).toBe(itemId);
    const [again] = await k.t.database.db.select().from(items).where(eq(items.id, itemId));
    expect(again?.receivedAt.toISOString()).toBe(sent.toISOString());

    // The case made of it has day 0 = that date, and its due date counts from there.
    const id = await k.convert(itemId, 'email');
    await k.send('PUT', `/api/case/${id}`, k.member, { hospitalization: true });
    const stored = await detail(id);
    expect(stored).toMatchObject({
      day_zero: sent.toISOString(),
      initial_receipt_date: day(sent),
      latest_receipt_date: day(sent),
      serious: true,
      due_date: plusDays(day(sent), 15),
    });
  });

  it('changes the receipt dates only with a reason, records the change, and dates both E2B files with them', async () => {
    const { bytes } = physicianEmail(3);
    const id = await k.convert(await uploadEmail(bytes), 'email');
    for (const field of READY) await k.send('PUT', `/api/case/${id}`, k.member, field);
    // The reaction coded, or no report may go out (decision 0038).
    await loadSyntheticRelease();
    const coded = await k.send('PUT', `/api/cases/${id}/sections/E/0/coding`, k.member, {
      language: 'en',
      term: 'Urticaria',
      llt_code: '96000003',
    });
    expect(coded.statusCode, coded.body).toBe(200);
    const today = day(new Date());
    const initial = plusDays(today, -20);
    const latest = plusDays(today, -2);

    // Refused, each with its reason, and nothing changes.
    const before = await k.written();
    const noReason = await changeDates(id, {
      initial_receipt_date: initial,
      latest_receipt_date: latest,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Give the reason for the change');
    const future = await changeDates(id, {
      initial_receipt_date: initial,
      latest_receipt_date: plusDays(today, 2),
      reason: 'Typo',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      error: 'A receipt date cannot be after today',
      code: 'receipt_date_in_future',
    });
    const backwards = await changeDates(id, {
      initial_receipt_date: latest,
      latest_receipt_date: initial,
      reason: 'Typo',
    });
    expect(backwards.json<{ code: string }>().code).toBe('receipt_dates_out_of_order');
    const outsider = await k.send('PUT', `/api/cases/${id}/receipt-dates`, k.outsider, {
      initial_receipt_date: initial,
      latest_receipt_date: latest,
      reason: 'Not mine',
    });
    expect(outsider.statusCode).toBe(404);
    expect(await k.written()).toEqual(before);

    // With a reason: saved, the due date follows day 0, and the history keeps who, when and why.
    const saved = await changeDates(id, {
      initial_receipt_date: initial,
      latest_receipt_date: latest,
      reason: 'The physician first phoned the safety line on that day',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: 'Receipt dates saved' });
    const stored = await detail(id);
    expect(stored).toMatchObject({
      initial_receipt_date: initial,
      latest_receipt_date: latest,
      day_zero: `${initial}T00:00:00.000Z`,
      serious: true,
      due_date: plusDays(initial, 15),
      overdue: true,
    });
    const history = (await k.send('GET', `/api/cases/${id}/history`, k.member)).json<{
      data: CaseHistoryEntry[];
    }>().data;
    const change = history.find((entry) => entry.type === 'case.receipt_dates_changed');
    expect(change?.details).toMatchObject({
      reason: 'The physician first phoned the safety line on that day',
      new_initial_receipt_date: initial,
      new_latest_receipt_date: latest,
    });
    expect(change?.changed_by_name).toBeTruthy();

    // Both files are built from the saved case: R2 A.1.6 / A.1.7, R3 C.1.4 / C.1.5.
    const compact = (date: string) => date.replaceAll('-', '');
    const r2 = await e2b(id, 'r2');
    expect(r2).toContain('<safetyreport>');
    expect(r2).toContain(`<receivedate>${compact(initial)}</receivedate>`);
    expect(r2).toContain(`<receiptdate>${compact(latest)}</receiptdate>`);
    const r3 = await e2b(id, 'r3');
    expect(r3).toMatch(new RegExp(`<low value="${compact(initial)}"`));
    expect(r3).toContain(`<availabilityTime value="${compact(latest)}"`);
  });

  it('keeps an imported case’s receipt dates from its file (C.1.4, C.1.5), never after today', async () => {
    const importFile = async (xml: string) => {
      const { payload, headers } = multipartFile('file', 'partner.xml', Buffer.from(xml), 'application/xml');
      const response = await k.t.app.inject({
        method: 'POST',
        url: '/api/cases/import',
        headers: { ...k.auth(k.member), ...headers },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return detail(response.json<{ id: string }>().id);
    };
    // FDA's scenario 1 was first received on 14 June 2022: the imported case is long overdue, as it would be.
    const fda = readFileSync(FDA_SCENARIO_1, 'utf8');
    expect(await importFile(fda)).toMatchObject({
      initial_receipt_date: '2022-06-14',
      latest_receipt_date: '2022-06-14',
      overdue: true,
    });
    // A follow-up's later C.1.5 is kept; a date after today is not a receipt, so the import takes today.
    const followUp = fda.replace(
      '<availabilityTime value="20220614101010-0500"',
      '<availabilityTime value="20220701"',
    );
    expect(await importFile(followUp)).toMatchObject({
      initial_receipt_date: '2022-06-14',
      latest_receipt_date: '2022-07-01',
    });
    const future = fda
      .replace('<low value="20220614101010-0500"', '<low value="29990101"')
      .replace('<availabilityTime value="20220614101010-0500"', '<availabilityTime value="29990101"');
    const today = day(new Date());
    expect(await importFile(future)).toMatchObject({
      initial_receipt_date: today,
      latest_receipt_date: today,
    });
  });
});
