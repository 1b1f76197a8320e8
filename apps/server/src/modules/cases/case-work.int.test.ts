import { randomUUID } from 'node:crypto';
import { type CaseDetail, type CaseHistoryEntry } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { addManager } from '../../test/member-app.ts';
import { parseMeddraRelease } from '../meddra/parse-release.ts';
import { replaceActiveRelease } from '../meddra/meddra.repository.ts';
import { syntheticRelease } from '../../test/meddra-test-kit.ts';

const kinds = await testDatabaseKinds();

type Entries = Record<string, string | boolean | null>[];

describe.each(kinds)('case work: repeatable sections, assignment, narrative on %s', (kind) => {
  let k: CasesTestKit;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
  });
  afterAll(() => k.t.close());

  const newCase = async () => k.convert((await k.item({ source: 'email' })).id, 'email');
  const detail = async (id: string, token = k.member) =>
    (await k.send('GET', `/api/cases/${id}`, token)).json<{ data: CaseDetail }>().data;
  const section = (id: string, name: string, rest = '') => `/api/cases/${id}/sections/${name}${rest}`;
  const entries = (response: { json: () => unknown }) => (response.json() as { data: Entries }).data;

  it('adds, edits, reorders and removes drugs; the first entry stays the spec’s own fields', async () => {
    const id = await newCase();
    await k.send('PUT', `/api/case/${id}`, k.member, { medicinal_product: 'Ibuprofen' });
    const added = await k.send('POST', section(id, 'G'), k.member);
    expect(added.statusCode).toBe(200);
    expect(entries(added).map((entry) => entry.medicinal_product)).toEqual(['Ibuprofen', null]);

    const saved = await k.send('PUT', section(id, 'G', '/1'), k.member, { medicinal_product: 'Paracetamol' });
    expect(entries(saved)[1]).toMatchObject({ medicinal_product: 'Paracetamol', drug_role: null });
    await k.send('PUT', section(id, 'G', '/1'), k.member, { drug_role: '2' });

    const reordered = await k.send('PUT', section(id, 'G', '/order'), k.member, { order: [1, 0] });
    expect(entries(reordered).map((entry) => entry.medicinal_product)).toEqual(['Paracetamol', 'Ibuprofen']);
    const read = await detail(id);
    expect(read.form).toMatchObject({ medicinal_product: 'Paracetamol', drug_role: '2' });
    expect(read.sections.G[1]).toMatchObject({ medicinal_product: 'Ibuprofen' });

    const removed = await k.send('DELETE', section(id, 'G', '/0'), k.member);
    expect(entries(removed).map((entry) => entry.medicinal_product)).toEqual(['Ibuprofen']);
    expect((await detail(id)).form).toMatchObject({ medicinal_product: 'Ibuprofen', drug_role: null });

    const history = (await k.send('GET', `/api/cases/${id}/history`, k.member)).json<{
      data: CaseHistoryEntry[];
    }>().data;
    expect(history.filter((entry) => entry.type === 'case.section_changed')).toHaveLength(5);
  });

  it('writes every reaction and drug into the E2B file', async () => {
    const id = await newCase();
    await k.send('POST', section(id, 'E'), k.member);
    await k.send('PUT', section(id, 'E', '/1'), k.member, { reaction_term: 'Vomiting' });
    const response = await k.send('GET', `/api/cases/${id}/e2b`, k.member);
    if (response.statusCode === 200) {
      expect(response.body).toContain('<primarysourcereaction>Vomiting</primarysourcereaction>');
    } else {
      // A converted e-mail lacks fields the report needs; the second reaction is still checked, not dropped.
      expect(response.statusCode).toBe(422);
      expect(response.body).not.toContain('Vomiting');
    }
  });

  it('refuses a field of another section, a missing entry, a bad order; nothing changes', async () => {
    const id = await newCase();
    const wrongSection = await k.send('PUT', section(id, 'G', '/0'), k.member, { reaction_term: 'Rash' });
    expect(wrongSection.statusCode).toBe(400);
    expect(wrongSection.json<{ error: string }>().error).toBe('This field does not belong to the section');
    expect((await k.send('PUT', section(id, 'G', '/3'), k.member, { drug_role: '1' })).statusCode).toBe(404);
    expect((await k.send('PUT', section(id, 'G', '/order'), k.member, { order: [0, 0] })).statusCode).toBe(
      400,
    );
    expect((await k.send('PUT', section(id, 'G', '/order'), k.member, { order: [1] })).statusCode).toBe(400);
    expect((await k.send('POST', section(id, 'X'), k.member)).statusCode).toBe(400);
    expect((await detail(id)).sections.G).toHaveLength(1);
  });

  it('assigns to a member only, unassigns, and keeps another organisation out', async () => {
    const id = await newCase();
    const maria = await addManager(k);
    const assign = (assignee_id: string | null, token = maria) =>
      k.send('PUT', `/api/cases/${id}/assignee`, token, { assignee_id });
    // Alice takes the unassigned case herself; changing who works it then needs case.reassign (decision 0034).
    expect((await assign(k.memberUserId, k.member)).json()).toEqual({
      success: true,
      message: 'Case assigned',
    });
    expect(await detail(id)).toMatchObject({ assignee_id: k.memberUserId, assignee_name: 'Alice Reviewer' });
    expect((await assign(null, k.member)).json()).toMatchObject({ code: 'permission_case_reassign' });
    const outsider = await assign(k.outsiderUserId);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json<{ error: string }>().error).toBe(
      'The assignee must be a member of the organisation',
    );
    expect((await assign(k.memberUserId, k.outsider)).statusCode).toBe(404);
    expect((await k.send('POST', section(id, 'E'), k.outsider)).statusCode).toBe(404);
    expect((await assign(null)).json()).toEqual({ success: true, message: 'Case unassigned' });
    expect((await detail(id)).assignee_id).toBeNull();
  });

  it('creates a manual ICSR with no item, its header and sender filled, day 0 now', async () => {
    const response = await k.send('POST', '/api/cases/manual', k.member);
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    const created = await detail(id);
    expect(created).toMatchObject({ source: 'manual', case_type: 'icsr', item_id: null, status: 'new' });
    expect(created.form).toMatchObject({ message_type: 'ichicsr', sender_organization: 'Acme Pharma' });
    expect(Date.now() - new Date(created.day_zero).getTime()).toBeLessThan(60_000);
    const history = (await k.send('GET', `/api/cases/${id}/history`, k.member)).json<{
      data: CaseHistoryEntry[];
    }>().data;
    expect(history.map((entry) => entry.type)).toEqual(['case.created_by_hand']);
    expect((await k.send('GET', `/api/cases/${id}`, k.outsider)).statusCode).toBe(404);
  });

  it('drafts a narrative from the saved case in the reader’s language, from day 0, with no contact detail, saving nothing', async () => {
    const item = await k.item({
      source: 'email',
      author: 'marta.vidal@example.com',
      title: 'Rash after amoxicillin',
      text: 'I got a rash after amoxicillin. Call me on +34 612 34 56 78. Marta Vidal',
      receivedAt: new Date('2026-11-16T09:30:00Z'),
      data: { from_name: 'Marta Vidal' },
    });
    const id = await k.convert(item.id, 'email');
    await k.send('PUT', `/api/case/${id}`, k.member, { reaction_term: 'Rash' });
    await k.send('PUT', `/api/case/${id}`, k.member, { medicinal_product: 'Amoxicillin' });
    await k.send('PUT', `/api/case/${id}`, k.member, { drug_role: '1' });
    await k.send('PUT', `/api/case/${id}`, k.member, {
      reporter_comments:
        'Marta thinks it is the antibiotic; reach her at marta.vidal@example.com or +34 612 34 56 78',
    });
    const draft = async (body?: object) => {
      const response = await k.send('POST', `/api/cases/${id}/narrative-draft`, k.member, body);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { narrative: string } }>().data.narrative;
    };

    const english = await draft();
    expect(english).toMatch(/^This report was first received on 16 November 2026\./);
    expect(english).toContain('Event: Rash;');
    expect(english).toContain('Suspect drug: Amoxicillin;');
    expect(english).toContain('Reporter’s comments: [contact details removed] thinks it is the antibiotic');
    const spanish = await draft({ language: 'es' });
    expect(spanish).toMatch(/^Este informe se recibió por primera vez el 16 de noviembre de 2026\./);
    expect(spanish).toContain('Acontecimiento: Rash;');
    for (const narrative of [english, spanish])
      for (const leak of ['Marta', 'Vidal', '@', '612', 'Call me']) expect(narrative).not.toContain(leak);

    expect(
      (await k.send('POST', `/api/cases/${id}/narrative-draft`, k.member, { language: 'fr' })).statusCode,
    ).toBe(400);
    expect((await detail(id)).form.case_narrative ?? '').toBe('');
  });

  it('codes reactions and indications from the organisation’s release: LLT, PT and version together', async () => {
    const id = await newCase();
    const code = (rest: string, body: object, token = k.member) =>
      k.send('PUT', section(id, rest, '/coding'), token, { language: 'en', ...body });
    // Before a release is loaded, a code cannot be picked; words alone are kept, "not coded".
    expect((await code('E/0', { term: 'Rash', llt_code: '96000001' })).statusCode).toBe(400);
    const words = await code('E/0', { term: 'Itchy all over', llt_code: null });
    expect(entries(words)[0]).toMatchObject({ reaction_term: 'Itchy all over', reaction_meddra_code: null });

    await k.t.database.db.transaction((tx) =>
      replaceActiveRelease(tx, randomUUID(), {
        orgId: k.orgId,
        version: '27.1',
        language: 'en',
        uploadedBy: k.memberUserId,
        terms: parseMeddraRelease(syntheticRelease('en')),
      }),
    );
    const coded = await code('E/0', { term: 'Skin rash', llt_code: '95000001' });
    expect(coded.statusCode).toBe(200);
    expect(entries(coded)[0]).toMatchObject({
      reaction_term: 'Skin rash',
      reaction_meddra_code: '95000001',
      reaction_meddra_pt_code: '96000001',
      reaction_meddra_version: '27.1',
    });
    await k.send('POST', section(id, 'E'), k.member);
    await code('E/1', { term: 'Itchy skin', llt_code: '95000006' });
    await k.send('PUT', `/api/case/${id}`, k.member, { medicinal_product: 'Amoxicillin' });
    const indication = await code('G/0', { term: 'Headache', llt_code: '96000005' });
    expect(entries(indication)[0]).toMatchObject({
      medicinal_product: 'Amoxicillin',
      indication: 'Headache',
      indication_meddra_code: '96000005',
      indication_meddra_version: '27.1',
    });
    const read = await detail(id);
    expect(read.form).toMatchObject({
      reaction_meddra_code: '95000001',
      indication_meddra_pt_code: '96000005',
    });
    expect(read.sections.E[1]).toMatchObject({ reaction_meddra_pt_code: '96000002' });

    // An item the analysis coded after the release was loaded starts its case with that coding.
    const analysed = await k.item({ source: 'email', reactionTerm: 'Itch', meddraCode: '95000009' });
    const converted = await detail(await k.convert(analysed.id, 'email'));
    expect(converted.form).toMatchObject({
      reaction_term: 'Itch',
      reaction_meddra_code: '95000009',
      reaction_meddra_pt_code: '96000002',
      reaction_meddra_version: '27.1',
    });

    // A non-current LLT (Eruption), an unknown code, an uncoded section, another organisation: nothing changes.
    expect((await code('E/0', { term: 'Eruption', llt_code: '95000004' })).statusCode).toBe(400);
    expect((await code('E/0', { term: 'Rash', llt_code: '12345678' })).json()).toMatchObject({
      code: 'meddra_term_not_found',
    });
    expect((await code('F/0', { term: 'Rash', llt_code: null })).json()).toMatchObject({
      code: 'section_not_coded',
    });
    expect((await code('E/0', { term: 'Rash', llt_code: '96000001' }, k.outsider)).statusCode).toBe(404);
    expect((await detail(id)).form).toMatchObject({
      reaction_term: 'Skin rash',
      reaction_meddra_code: '95000001',
    });

    // Clearing the code keeps the words and drops the LLT, PT and version with it.
    const cleared = await code('E/0', { term: 'Skin rash', llt_code: null });
    expect(entries(cleared)[0]).toMatchObject({
      reaction_term: 'Skin rash',
      reaction_meddra_code: null,
      reaction_meddra_pt_code: null,
      reaction_meddra_version: null,
    });
  });
});
