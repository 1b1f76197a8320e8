import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importE2bXml, type CaseDetail } from '@vigila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/index.ts';
import { syntheticRelease } from '../../test/meddra-test-kit.ts';
import { parseMeddraRelease } from '../meddra/parse-release.ts';
import { replaceActiveRelease } from '../meddra/meddra.repository.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { multipartFile } from '../../test/multipart.ts';

const kinds = await testDatabaseKinds();
const fixtures = join(import.meta.dirname, '../../../../../packages/domain/src/e2b/r3/fixtures');
const fdaExample = (name: string) => readFileSync(join(fixtures, name));

describe.each(kinds)('E2B import and E2B(R3) download on %s', (kind) => {
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

  const upload = (bytes: Buffer, token = k.member, field = 'file') => {
    const { payload, headers } = multipartFile(field, 'report.xml', bytes, 'application/xml');
    return k.t.app.inject({
      method: 'POST',
      url: '/api/cases/import',
      headers: { ...k.auth(token), ...headers },
      payload,
    });
  };

  it('imports an FDA R3 message as a case with no item, and downloads it again as R3 with the same content', async () => {
    // First, Alice imports FDA's scenario 1 (three drugs, two reactions).
    const response = await upload(fdaExample('FAERS2022Scenario1.xml'));
    expect(response.statusCode).toBe(200);
    const { id, format } = response.json<{ id: string; format: string }>();
    expect(format).toBe('r3');

    // The case has no source item; its first entries are columns and the rest the jsonb list.
    const [row] = await k.t.database.db.select().from(cases).where(eq(cases.id, id));
    expect(row).toMatchObject({ itemId: null, source: 'e2b_import', referenceId: 'US-APHARMA-8744554B' });
    expect(row?.additionalEntries.G?.map((drug) => drug.medicinal_product)).toEqual(['Drug B', 'Drug C']);

    const detail = await k.send('GET', `/api/cases/${id}`, k.member);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: CaseDetail }>().data.form).toMatchObject({
      medicinal_product: 'Drug A',
      reaction_meddra_code: '10027940',
      reporter_family_name: 'Robertson',
    });

    // FDA's example leaves its indication uncoded, which blocks a report (decision 0038): she codes it first.
    const blocked = await k.send('GET', `/api/cases/${id}/e2b?format=r3`, k.member);
    const refusal = blocked.json<{ code: string; problems: { rule?: string; entry?: number }[] }>();
    expect(refusal.code).toBe('e2b_report_blocked');
    expect(refusal.problems.length).toBeGreaterThan(0);
    expect(refusal.problems.every((problem) => problem.rule === 'indicationUncoded')).toBe(true);
    await loadSyntheticRelease();
    for (const { entry } of refusal.problems) {
      const coded = await k.send('PUT', `/api/cases/${id}/sections/G/${entry ?? 0}/coding`, k.member, {
        language: 'en',
        term: 'Embolism venous',
        llt_code: '96000014',
      });
      expect(coded.statusCode, coded.body).toBe(200);
    }

    // Then she downloads the R3 message: importing it again gives the case she stored.
    const r3 = await k.send('GET', `/api/cases/${id}/e2b?format=r3`, k.member);
    expect(r3.statusCode).toBe(200);
    expect(r3.headers['content-disposition']).toBe('attachment; filename="e2b_r3_report.xml"');
    const again = importE2bXml(r3.body);
    const first = importE2bXml(fdaExample('FAERS2022Scenario1.xml').toString('utf8'));
    if (!again.ok || !first.ok) throw new Error('import failed');
    expect(again.additional).toEqual(first.additional);
    expect(again.form.medicinal_product).toBe('Drug A');
    expect(again.receipt).toEqual(first.receipt);

    // The history says who imported it, from which format.
    const history = (await k.send('GET', `/api/cases/${id}/history`, k.member)).json<{
      data: { type: string; changed_by: string; details: Record<string, unknown> | null }[];
    }>().data;
    expect(history.filter((entry) => entry.type === 'case.imported')).toEqual([
      expect.objectContaining({
        type: 'case.imported',
        changed_by: k.memberUserId,
        details: {
          format: 'r3',
          reference_id: 'US-APHARMA-8744554B',
          initial_receipt_date: '2022-06-14',
          latest_receipt_date: '2022-06-14',
        },
      }),
    ]);

    // Mallory, of another organisation, finds nothing there.
    expect((await k.send('GET', `/api/cases/${id}/e2b?format=r3`, k.outsider)).statusCode).toBe(404);
  });

  it('answers 422 with the problem list when the case lacks what R3 needs', async () => {
    const item = await k.item({ source: 'email', text: 'A report', reactionTerm: null });
    const id = await k.convert(item.id, 'email');
    const response = await k.send('GET', `/api/cases/${id}/e2b?format=r3`, k.member);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; problems: { field?: string; message: string }[] }>();
    expect(body.code).toBe('e2b_report_blocked');
    expect(body.problems.length).toBeGreaterThan(0);
  });

  it('refuses hostile, foreign and oversized files and stores nothing', async () => {
    const before = await k.written();
    const laughs = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE ichicsr [<!ENTITY a "lol"><!ENTITY b "&a;&a;">]><ichicsr>&b;</ichicsr>',
    );
    const refusals: [Buffer, number, string][] = [
      [laughs, 400, 'The file declares entities, which are not accepted'],
      [Buffer.from('<html><body/></html>'), 400, 'The file is not an E2B(R2) or E2B(R3) message'],
      [Buffer.from('plain text, not XML'), 400, 'The file is not an E2B(R2) or E2B(R3) message'],
      [Buffer.alloc(50 * 1024 * 1024, 'a'), 413, 'The file is larger than 10 MB'],
    ];
    for (const [bytes, status, message] of refusals) {
      const response = await upload(bytes);
      expect({ status: response.statusCode, error: response.json<{ error: string }>().error }).toEqual({
        status,
        error: message,
      });
    }
    const missing = await upload(Buffer.from('<ichicsr/>'), k.member, 'other');
    expect(missing.statusCode).toBe(400);
    expect(await k.written()).toEqual(before);
  });
});
