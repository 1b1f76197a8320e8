import { randomUUID } from 'node:crypto';
import type { AssessmentRow, CaseDetail, CaseHistoryEntry } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { syntheticRelease } from '../../test/meddra-test-kit.ts';
import { parseMeddraRelease } from '../meddra/parse-release.ts';
import { replaceActiveRelease } from '../meddra/meddra.repository.ts';

const kinds = await testDatabaseKinds();
/** What a case needs before its E2B file can be made, with a suspect drug and a reaction to assess. */
const READY = [
  { message_header_receiver_identifier: 'EVHUMAN' },
  { sender_country: 'ES' },
  { reporter_type: '1' },
  { case_narrative: 'A 64-year-old woman was hospitalised with headache after Cardiozen.' },
  { medicinal_product: 'Cardiozen' },
  { drug_role: '1' },
  { reaction_term: 'Headache' },
  { hospitalization: true },
];
const ASSESSMENT = {
  drug: 'Cardiozen',
  reaction: 'Headache',
  reporter: { result: 'probable', method: 'WHO-UMC' },
  company: { result: 'possible', method: 'WHO-UMC' },
  expectedness_override: { value: 'unexpected', reason: 'Headache is not in the Cardiozen SmPC v4' },
};

describe.each(kinds)('drug–reaction assessment on %s', (kind) => {
  let k: CasesTestKit;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    // A report goes out only with its reactions coded (decision 0038): the synthetic release codes Headache.
    await k.t.database.db.transaction((tx) =>
      replaceActiveRelease(tx, randomUUID(), {
        orgId: k.orgId,
        version: '27.1',
        language: 'en',
        uploadedBy: k.memberUserId,
        terms: parseMeddraRelease(syntheticRelease('en')),
      }),
    );
  });
  afterAll(() => k.t.close());

  const readyCase = async () => {
    const id = await k.convert((await k.item({ source: 'email' })).id, 'email');
    for (const field of READY) await k.send('PUT', `/api/case/${id}`, k.member, field);
    const coded = await k.send('PUT', `/api/cases/${id}/sections/E/0/coding`, k.member, {
      language: 'en',
      term: 'Headache',
      llt_code: '96000005',
    });
    expect(coded.statusCode, coded.body).toBe(200);
    return id;
  };
  const save = (id: string, body: object, token = k.member) =>
    k.send('PUT', `/api/cases/${id}/assessments`, token, body);
  const detail = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}`, k.member)).json<{ data: CaseDetail }>().data;
  const history = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}/history`, k.member)).json<{ data: CaseHistoryEntry[] }>().data;

  it('saves a pair’s causality and expectedness override, audits it and writes it into the R3 file', async () => {
    const id = await readyCase();
    expect((await detail(id)).assessments).toMatchObject([
      {
        drug: 'Cardiozen',
        reaction: 'Headache',
        reporter: null,
        company: null,
        expectedness: 'not_assessed',
      },
    ]);

    const saved = await save(id, ASSESSMENT);
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = saved.json<{ data: AssessmentRow[] }>().data;
    expect(rows).toEqual([
      expect.objectContaining({
        reporter: { result: 'probable', method: 'WHO-UMC' },
        company: { result: 'possible', method: 'WHO-UMC' },
        expectedness: 'unexpected',
        expectedness_reason: { kind: 'override', text: 'Headache is not in the Cardiozen SmPC v4' },
      }),
    ]);
    expect((await detail(id)).assessments).toEqual(rows);

    const [event] = (await history(id)).filter((entry) => entry.type === 'case.assessment_changed');
    expect(event?.details).toMatchObject({
      drug: 'Cardiozen',
      reaction: 'Headache',
      old_reporter_result: null,
      new_reporter_result: 'probable',
      new_company_result: 'possible',
      new_expectedness: 'unexpected',
      new_expectedness_reason: 'Headache is not in the Cardiozen SmPC v4',
    });

    const r3 = await k.send('GET', `/api/cases/${id}/e2b?format=r3`, k.member);
    expect(r3.statusCode, r3.body).toBe(200);
    const xml = r3.body.replace(/>\s+</g, '><');
    expect(xml).toContain('<value xsi:type="ST">Probable/likely</value>');
    expect(xml).toContain('<originalText>Primary source reporter</originalText>');
    expect(xml).toContain('<value xsi:type="ST">Possible</value>');
    expect(xml).toContain('<originalText>Pharmaceutical company</originalText>');
  });

  it('audits a change once and saving the same assessment again writes nothing', async () => {
    const id = await readyCase();
    await save(id, ASSESSMENT);
    const before = await k.written();
    expect((await save(id, ASSESSMENT)).statusCode).toBe(200);
    expect(await k.written()).toEqual(before);

    const cleared = await save(id, { ...ASSESSMENT, company: null, expectedness_override: null });
    expect(cleared.json<{ data: AssessmentRow[] }>().data[0]).toMatchObject({
      company: null,
      expectedness: 'not_assessed',
      expectedness_override: null,
    });
    const events = (await history(id)).filter((entry) => entry.type === 'case.assessment_changed');
    expect(events).toHaveLength(2);
  });

  it('refuses an override without a reason, a pair the case does not have, and another organisation', async () => {
    const id = await readyCase();
    const before = await k.written();
    const noReason = await save(id, {
      ...ASSESSMENT,
      expectedness_override: { value: 'expected', reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const unknownPair = await save(id, { ...ASSESSMENT, reaction: 'Rash' });
    expect(unknownPair.statusCode).toBe(404);
    expect(unknownPair.json<{ code: string }>().code).toBe('assessment_pair_not_found');
    const outsider = await save(id, ASSESSMENT, k.outsider);
    expect(outsider.statusCode).toBe(404);
    expect(await k.written()).toEqual(before);
  });

  it('does not assess a concomitant drug', async () => {
    const id = await readyCase();
    await k.send('PUT', `/api/case/${id}`, k.member, { drug_role: '2' });
    expect((await detail(id)).assessments).toEqual([]);
    expect((await save(id, ASSESSMENT)).statusCode).toBe(404);
  });
});
