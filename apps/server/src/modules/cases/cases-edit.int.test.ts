import { randomUUID } from 'node:crypto';
import { checkE2bXml, type CaseDetail, type CaseHistoryEntry } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { syntheticRelease } from '../../test/meddra-test-kit.ts';
import { parseMeddraRelease } from '../meddra/parse-release.ts';
import { replaceActiveRelease } from '../meddra/meddra.repository.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('editing a case: fields, type, status, history, E2B on %s', (kind) => {
  let k: CasesTestKit;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
  });
  afterAll(() => k.t.close());

  const newCase = async () => k.convert((await k.item({ source: 'email' })).id, 'email');
  const put = (id: string, body: object, path = '') =>
    k.send('PUT', `/api/case/${id}${path}`, k.member, body);
  const form = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}`, k.member)).json<{ data: CaseDetail }>().data.form;
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
  const history = async (id: string) =>
    (await k.send('GET', `/api/cases/${id}/history`, k.member)).json<{ data: CaseHistoryEntry[] }>().data;

  it('saves one valid field and audits who changed it from what to what', async () => {
    const id = await newCase();
    const response = await put(id, { gender: '2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Case updated successfully' });
    expect((await form(id)).gender).toBe('2');
    await put(id, { gender: '1' });
    const [latest, previous] = await history(id);
    expect(latest).toMatchObject({
      type: 'case.field_updated',
      field: 'gender',
      old_value: '2',
      new_value: '1',
      changed_by_name: 'Alice Reviewer',
    });
    expect(previous).toMatchObject({ field: 'gender', old_value: null, new_value: '2' });
  });

  it('checks values against the field: codes, number bounds, dates, flags', async () => {
    const id = await newCase();
    const refused: [object, string][] = [
      [{ gender: '9' }, 'gender must be one of 1, 2, 0'],
      [{ pregnancy_duration: 46 }, 'pregnancy_duration must be a number from 0 to 45'],
      [{ weight: -1 }, 'weight must be a number at least 0'],
      [{ birth_date: '2024-02-30' }, 'birth_date must be a date (YYYY-MM-DD)'],
      [{ route_of_administration: '1' }, 'route_of_administration must be one of'],
      [{ death: 'maybe' }, 'death must be true or false'],
      [{ gender: '1', age: '30' }, 'Send exactly one case field to update'],
      [{}, 'Send exactly one case field to update'],
      [{ shoe_size: '42' }, 'Unknown case field: shoe_size'],
    ];
    for (const [body, message] of refused) {
      const response = await put(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    for (const body of [
      { weight: 70.5 },
      { pregnancy_duration: '45' },
      { birth_date: '2024-02-29' },
      { route_of_administration: '001' },
      { death: true },
      { drug_batch_number: 'LOT-7' },
    ]) {
      expect((await put(id, body)).statusCode, JSON.stringify(body)).toBe(200);
    }
    expect(await form(id)).toMatchObject({
      weight: '70.5',
      pregnancy_duration: '45',
      birth_date: '2024-02-29',
      route_of_administration: '001',
      death: true,
      drug_batch_number: 'LOT-7',
      batch_number: null,
    });
  });

  it('clears a field with null or an empty string, and an unchanged value is a silent no-op', async () => {
    const id = await newCase();
    await put(id, { initials: 'JD' });
    const audited = (await history(id)).length;
    expect((await put(id, { initials: 'JD' })).statusCode).toBe(200);
    expect(await history(id)).toHaveLength(audited);
    await put(id, { initials: '' });
    expect((await form(id)).initials).toBeNull();
    await put(id, { initials: 'AB' });
    await put(id, { initials: null });
    expect((await form(id)).initials).toBeNull();
    expect((await history(id))[0]).toMatchObject({ field: 'initials', old_value: 'AB', new_value: null });
  });

  it('takes the batch/message single-field saves, which send the case id too', async () => {
    const id = await newCase();
    for (const [field, value] of [
      ['batch_number', 'B-1'],
      ['batch_receiver_identifier', 'EVHUMAN'],
      ['message_identifier', 'MSG-1'],
      ['message_header_receiver_identifier', 'EVHUMAN'],
      ['batch_date_of_message_creation', '2025-01-31'],
    ] as const) {
      expect((await put(id, { case_id: id, [field]: value })).statusCode, field).toBe(200);
      expect((await form(id))[field]).toBe(value);
    }
    const other = await newCase();
    const mismatch = await put(id, { case_id: other, batch_number: 'B-2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      error: 'The case id in the body does not match the path',
      code: 'case_id_mismatch',
    });
    expect((await form(id)).batch_number).toBe('B-1');
    expect((await form(other)).batch_number).toBeNull();
  });

  it("changes the type from the dropdown's labels and any spelling of the stored names", async () => {
    const id = await newCase();
    const response = await put(id, { case_type: 'ICSR' }, '/type');
    expect(response.json()).toEqual({ success: true, message: 'Case type updated successfully' });
    const read = async () =>
      (await k.send('GET', `/api/cases/${id}`, k.member)).json<{ data: CaseDetail }>().data.case_type;
    expect(await read()).toBe('icsr');
    await put(id, { case_type: 'Special situation' }, '/type');
    expect(await read()).toBe('special_situation');
    await put(id, { case_type: 'SAFETY_INFORMATION' }, '/type');
    expect(await read()).toBe('safety_information');
    const unknown = await put(id, { case_type: 'urgent' }, '/type');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toContain('Unknown case type: urgent');
    expect((await history(id)).filter((entry) => entry.type === 'case.type_changed')).toHaveLength(3);
    expect((await history(id))[0]).toMatchObject({ field: 'case_type', old_value: 'special_situation' });
  });

  it('sets the statuses through the workflow (decision 0034) and refuses others', async () => {
    const id = await newCase();
    const response = await put(id, { status: 'progress' }, '/status');
    expect(response.json()).toEqual({ success: true, message: 'Case status updated successfully' });
    expect((await put(id, { status: 'new' }, '/status')).statusCode).toBe(200);
    // Completing skips data entry and the reviews: the workflow's own steps get there.
    const skipping = await put(id, { status: 'completed' }, '/status');
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json()).toMatchObject({ code: 'status_needs_workflow' });
    expect((await put(id, { status: 'closed' }, '/status')).statusCode).toBe(400);
    expect((await history(id)).find((entry) => entry.type === 'case.status_changed')).toMatchObject({
      field: 'status',
      old_value: 'progress',
      new_value: 'new',
    });
  });

  it('bumps updated_at on a change', async () => {
    const id = await newCase();
    const updatedAt = async () =>
      (await k.send('GET', `/api/cases/${id}`, k.member)).json<{ data: CaseDetail }>().data.updated_at;
    const before = await updatedAt();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await put(id, { height: '180' });
    expect(Date.parse(await updatedAt())).toBeGreaterThan(Date.parse(before));
  });

  it('answers 422 with the missing fields, then the checked E2B file once they are filled', async () => {
    const id = await newCase();
    const notReady = await k.send('GET', `/api/cases/${id}/e2b`, k.member);
    expect(notReady.statusCode).toBe(422);
    const { error, problems } = notReady.json<{ error: string; problems: { field?: string }[] }>();
    expect(error).toBe('The report is blocked until the listed problems are fixed');
    const fields = problems.map((problem) => problem.field);
    for (const field of [
      'message_header_receiver_identifier',
      'sender_country',
      'reporter_type',
      'case_narrative',
      'medicinal_product',
      'drug_role',
      'reaction_term',
    ]) {
      expect(fields, field).toContain(field);
    }
    for (const body of [
      { message_header_receiver_identifier: 'EVHUMAN' },
      { sender_country: 'ES' },
      { reporter_type: '1' },
      { case_narrative: 'Patient fainted <2h> after the first dose & recovered.' },
      { medicinal_product: 'Drug X' },
      { drug_role: '1' },
      { reaction_term: 'Syncope' },
      { hospitalization: true },
    ]) {
      expect((await put(id, body)).statusCode, JSON.stringify(body)).toBe(200);
    }
    // The reaction's words alone still block the report (decision 0038): it is coded from the release.
    const uncoded = (await k.send('GET', `/api/cases/${id}/e2b`, k.member)).json<{ problems: object[] }>();
    expect(uncoded.problems).toEqual([expect.objectContaining({ rule: 'reactionUncoded', section: 'E' })]);
    await loadSyntheticRelease();
    const coding = await k.send('PUT', `/api/cases/${id}/sections/E/0/coding`, k.member, {
      language: 'en',
      term: 'Dizziness',
      llt_code: '96000007',
    });
    expect(coding.statusCode, coding.body).toBe(200);
    const file = await k.send('GET', `/api/cases/${id}/e2b`, k.member);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="e2b_report.xml"');
    expect(checkE2bXml(file.body)).toMatchObject({ ok: true });
    expect(file.body).toContain('Patient fainted &lt;2h&gt; after the first dose &amp; recovered.');
    expect(file.body).toContain('Drug X');
  });
});
