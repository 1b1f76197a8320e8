import { randomUUID } from 'node:crypto';
import { checkE2bR3Xml, checkE2bXml } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { syntheticRelease } from '../../test/meddra-test-kit.ts';
import { parseMeddraRelease } from '../meddra/parse-release.ts';
import { replaceActiveRelease } from '../meddra/meddra.repository.ts';

const kinds = await testDatabaseKinds();

interface Refusal {
  error: string;
  code: string;
  problems: { rule?: string; section?: string; field?: string; entry?: number; message: string }[];
}

/** Everything a report needs but the MedDRA codes of its terms. */
const READY_BUT_UNCODED = {
  message_header_receiver_identifier: 'EVHUMAN',
  transmission_date: '2026-03-02',
  report_type: '1',
  reporter_type: '1',
  sender_type: '1',
  sender_organization: 'Acme Pharma',
  sender_given_name: 'Alice',
  sender_family_name: 'Reviewer',
  sender_country: 'ES',
  medicinal_product: 'Ibuprofen 400 mg',
  drug_role: '1',
  case_narrative: 'The patient had a headache after the first dose.',
};

describe.each(kinds)('reports to regulators are blocked until the case passes the rules on %s', (kind) => {
  let k: CasesTestKit;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
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

  const download = (id: string, format: 'r2' | 'r3') =>
    k.send('GET', `/api/cases/${id}/e2b?format=${format}`, k.member);
  const code = (id: string, at: string, body: object) =>
    k.send('PUT', `/api/cases/${id}/sections/${at}/coding`, k.member, { language: 'en', ...body });

  async function uncodedCase(): Promise<string> {
    const id = await k.convert((await k.item({ source: 'email', reactionTerm: null })).id, 'email');
    for (const [field, value] of Object.entries(READY_BUT_UNCODED)) {
      const saved = await k.send('PUT', `/api/case/${id}`, k.member, { [field]: value });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // Words only: the reaction is not coded.
    expect((await code(id, 'E/0', { term: 'Bad headache', llt_code: null })).statusCode).toBe(200);
    return id;
  }

  it('refuses both formats with 422 e2b_report_blocked and the same list, each item naming its section and field', async () => {
    const id = await uncodedCase();
    const [r2, r3] = [await download(id, 'r2'), await download(id, 'r3')];
    for (const refused of [r2, r3]) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    const body = r2.json<Refusal>();
    expect(body).toEqual({
      error: 'The report is blocked until the listed problems are fixed',
      code: 'e2b_report_blocked',
      problems: [
        {
          rule: 'reactionUncoded',
          section: 'E',
          field: 'reaction_term',
          entry: 0,
          message: 'Reaction 1: code the reaction in MedDRA (pick its term from the search)',
        },
      ],
    });
    expect(r3.json<Refusal>()).toEqual(body);
  });

  it('lists the uncoded indication of a second drug and a missing narrative, then lets both files out once fixed', async () => {
    const id = await uncodedCase();
    await k.send('PUT', `/api/case/${id}`, k.member, { case_narrative: '' });
    await k.send('POST', `/api/cases/${id}/sections/G`, k.member);
    await k.send('PUT', `/api/cases/${id}/sections/G/1`, k.member, { medicinal_product: 'Paracetamol' });
    await k.send('PUT', `/api/cases/${id}/sections/G/1`, k.member, { drug_role: '2' });
    expect((await code(id, 'G/1', { term: 'Fever', llt_code: null })).statusCode).toBe(200);

    const refused = (await download(id, 'r3')).json<Refusal>();
    expect(
      refused.problems.map(({ rule, section, field, entry }) => ({ rule, section, field, entry })),
    ).toEqual([
      { rule: 'reactionUncoded', section: 'E', field: 'reaction_term', entry: 0 },
      { rule: 'indicationUncoded', section: 'G', field: 'indication', entry: 1 },
      { rule: 'caseNarrative', section: 'H', field: 'case_narrative', entry: undefined },
    ]);
    expect((await download(id, 'r2')).json<Refusal>().problems).toEqual(refused.problems);

    // The reviewer codes both terms from the release and writes the narrative: both files go out.
    expect((await code(id, 'E/0', { term: 'Headache', llt_code: '96000005' })).statusCode).toBe(200);
    expect((await code(id, 'G/1', { term: 'Pyrexia', llt_code: '96000018' })).statusCode).toBe(200);
    await k.send('PUT', `/api/case/${id}`, k.member, { case_narrative: 'Headache after the first dose.' });
    const r2 = await download(id, 'r2');
    const r3 = await download(id, 'r3');
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r3.statusCode, r3.body).toBe(200);
    expect(checkE2bXml(r2.body).ok).toBe(true);
    expect(checkE2bR3Xml(r3.body).ok).toBe(true);
    expect(r2.body).toContain('<reactionmeddrapt>96000005</reactionmeddrapt>');
    expect(r3.body).toContain('code="96000005"');
  });

  it('answers e2b_not_ready, not blocked, when only the format’s own check fails', async () => {
    const id = await uncodedCase();
    expect((await code(id, 'E/0', { term: 'Headache', llt_code: '96000005' })).statusCode).toBe(200);
    // A sender organisation over R2's 60 characters: a case rule does not care, the R2 structure does.
    await k.send('PUT', `/api/case/${id}`, k.member, { sender_organization: 'A'.repeat(61) });
    const r2 = await download(id, 'r2');
    expect(r2.statusCode).toBe(422);
    expect(r2.json<Refusal>().code).toBe('e2b_not_ready');
    expect(r2.json<Refusal>().problems.every((problem) => problem.rule === undefined)).toBe(true);
  });
});
