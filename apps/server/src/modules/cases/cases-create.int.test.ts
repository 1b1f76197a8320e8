import type { CaseDetail } from '@vigila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, statusHistory } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildOrg } from '../../test/factories.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';

const kinds = await testDatabaseKinds();
const at = (iso: string) => new Date(iso);

describe.each(kinds)('POST /case (Convert to Case) on %s', (kind) => {
  let k: CasesTestKit;
  beforeAll(async () => {
    k = await startCasesTestKit(kind);
  });
  afterAll(() => k.t.close());

  const detail = async (id: string) => {
    const response = await k.send('GET', `/api/cases/${id}`, k.member);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: CaseDetail }>().data;
  };

  it('takes comment, username and published_at from the stored item of each source (SPEC §7)', async () => {
    const received = at('2025-03-01T08:00:00Z');
    const cases = [
      {
        item: await k.item({
          source: 'literature',
          externalId: '38000001',
          title: 'Rash after drug X',
          author: 'Doe J, Roe R',
          url: 'https://pubmed.ncbi.nlm.nih.gov/38000001/',
          text: 'Rash after drug X. Abstract text.',
          reactionTerm: 'Rash',
          adr: true,
          pqc: true,
          createdAt: received,
          data: { abstract: 'Abstract text.', authors: ['Doe J', 'Roe R'], year: 2024 },
        }),
        ref: '38000001', // the PMID, as the literature detail route carries it
        expected: {
          comment: 'Abstract text.',
          username: 'Doe J, Roe R',
          published_at: '2024-01-01T00:00:00.000Z',
        },
      },
      {
        item: await k.item({
          source: 'email',
          author: 'patient@example.test',
          text: 'I fainted after the tablet.',
          publishedAt: at('2025-02-03T10:00:00Z'),
        }),
        expected: {
          comment: 'I fainted after the tablet.',
          username: 'patient@example.test',
          published_at: '2025-02-03T10:00:00.000Z',
        },
      },
      {
        item: await k.item({
          source: 'recording',
          author: null,
          text: 'Full transcription',
          summary: 'Caller reports dizziness',
          publishedAt: at('2025-02-04T10:00:00Z'),
          data: { uploaded_by: 'Carol Caller' },
        }),
        expected: {
          comment: 'Caller reports dizziness',
          username: 'Carol Caller',
          published_at: '2025-02-04T10:00:00.000Z',
        },
      },
      {
        item: await k.item({
          source: 'instagram',
          externalId: 'ig-1',
          author: 'insta_user',
          text: 'This gave me hives',
          publishedAt: at('2025-02-05T10:00:00Z'),
        }),
        ref: 'ig-1',
        expected: {
          comment: 'This gave me hives',
          username: 'insta_user',
          published_at: '2025-02-05T10:00:00.000Z',
        },
      },
      {
        item: await k.item({
          source: 'youtube',
          author: '@viewer',
          text: 'Headache every time',
          publishedAt: at('2025-02-06T10:00:00Z'),
        }),
        expected: {
          comment: 'Headache every time',
          username: '@viewer',
          published_at: '2025-02-06T10:00:00.000Z',
        },
      },
      {
        item: await k.item({
          source: 'amazon',
          externalId: 'R1AMAZON',
          author: 'Reviewer A',
          title: 'Broken seal',
          text: 'The seal was broken',
          publishedAt: at('2025-02-10T10:00:00Z'),
          data: { review_date: '2025-02-07T00:00:00.000Z' },
        }),
        ref: 'R1AMAZON',
        expected: {
          comment: 'The seal was broken',
          username: 'Reviewer A',
          published_at: '2025-02-07T00:00:00.000Z',
        },
      },
    ];
    for (const { item, ref, expected } of cases) {
      // The payload's values lose to the stored item's.
      const response = await k.send('POST', '/api/case', k.member, {
        reference_id: ref ?? item.id,
        source: item.source,
        comment: 'client comment',
        username: 'client user',
        published_at: '2000-01-01T00:00:00Z',
      });
      expect(response.statusCode, item.source).toBe(200);
      const body = response.json<{ success: boolean; message: string; id: string; created: boolean }>();
      expect(body).toMatchObject({ success: true, message: 'Case created successfully', created: true });
      const stored = await detail(body.id);
      expect(stored, item.source).toMatchObject({
        ...expected,
        source: item.source,
        status: 'new',
        case_type: 'safety_information',
        reference_id: ref ?? item.id,
        // Day 0 is when the organisation received the item (decision 0032).
        day_zero: item.receivedAt.toISOString(),
      });
    }
  });

  it('pre-fills the header, sender block, reaction and literature reference in the same transaction', async () => {
    const item = await k.item({
      source: 'literature',
      externalId: '38000002',
      title: 'Hepatitis case',
      url: null,
      reactionTerm: 'Hepatitis',
      adr: true,
      mi: true,
      data: { abstract: 'A', authors: ['Solo A'], year: 2023 },
    });
    const id = await k.convert('38000002', 'literature');
    const stored = await detail(id);
    const today = new Date().toISOString().slice(0, 10);
    expect(stored.form).toMatchObject({
      message_type: 'ichicsr',
      report_type: '1',
      transmission_date: today,
      batch_date_of_message_creation: today,
      message_header_date_of_message_creation: today,
      sender_organization: 'Acme Pharma',
      batch_sender_identifier: 'Acme Pharma',
      message_header_sender_identifier: 'Acme Pharma',
      sender_given_name: 'Alice',
      sender_family_name: 'Reviewer',
      sender_department: 'Pharmacovigilance',
      sender_type: '1',
      reaction_term: 'Hepatitis',
      literature_title: 'Hepatitis case',
      lit_author: 'Solo A',
      literature_year: '2023',
      literature_reference: 'PMID 38000002',
      case_narrative: null,
      death: null,
    });
    expect(stored.form.sender_email).toMatch(/@example\.test$/);
    // Literature names its three flag slots Safety Signal, Quality Mention and Special Interest (SPEC §1).
    expect(stored).toMatchObject({ adr: true, pqc: false, mi: true, aiFlags: ['SS', 'SI'] });
    const history = await k.send('GET', `/api/cases/${id}/history`, k.member);
    expect(history.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ type: 'case.created', field: null, changed_by_name: 'Alice Reviewer' }),
    ]);
    expect(item.id).toBeTruthy();
  });

  it('starts with every reaction and suspect product the analysis read, as further E.i and G.k entries', async () => {
    await k.item({
      source: 'email',
      externalId: 'two-drugs@example.test',
      reactionTerm: 'Rash',
      adr: true,
      caseFacts: {
        products: ['amoxicillin', 'ibuprofen'],
        reactions: [
          { text: 'rash', term: 'Rash' },
          { text: 'itching', term: 'Pruritus' },
        ],
        serious: false,
        seriousness: [],
        seriousnessEvidence: [],
        patientAge: 34,
        patientSex: null,
        reporter: 'consumer',
      },
    });
    const stored = await detail(await k.convert('two-drugs@example.test', 'email'));
    expect(stored.form).toMatchObject({
      reaction_term: 'Rash',
      medicinal_product: 'amoxicillin',
      drug_role: '1',
    });
    expect(stored.sections.E.map((entry) => entry.reaction_term)).toEqual(['Rash', 'Pruritus']);
    expect(stored.sections.G.map((entry) => [entry.medicinal_product, entry.drug_role])).toEqual([
      ['amoxicillin', '1'],
      ['ibuprofen', '1'],
    ]);
  });

  it("falls back to the payload, then 'Unknown' and now, when the item lacks a value", async () => {
    const article = await k.item({ source: 'literature', author: null, text: '', data: {} });
    const before = Date.now();
    const fromPayload = await detail(
      await k.convert(article.id, 'literature', {
        comment: 'Pasted abstract',
        username: 'Given Author',
        published_at: '2021-06-01T00:00:00Z',
      }),
    );
    expect(fromPayload).toMatchObject({
      comment: 'Pasted abstract',
      username: 'Given Author',
      published_at: '2021-06-01T00:00:00.000Z',
    });
    const bare = await k.item({ source: 'literature', author: '  ', text: '', data: {} });
    const fallback = await detail(await k.convert(bare.id, 'literature'));
    expect(fallback.username).toBe('Unknown');
    expect(fallback.comment).toBe('');
    expect(Date.parse(fallback.published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(fallback.published_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('converting the same item twice opens the same case (created:false, no new rows)', async () => {
    const item = await k.item({ source: 'email' });
    const first = await k.send('POST', '/api/case', k.member, { reference_id: item.id, source: 'email' });
    const written = await k.written();
    const second = await k.send('POST', '/api/case', k.member, { reference_id: item.id, source: 'email' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      message: 'Case already exists for this item',
      id: first.json<{ id: string }>().id,
      created: false,
    });
    expect(await k.written()).toEqual(written);
  });

  it('answers 404 for an unknown item, a wrong source, or an item of another organisation, writing nothing', async () => {
    const other = await buildOrg(k.t.database.db, 'Third Org');
    const foreign = await k.item({ orgId: other.id, source: 'email' });
    const mine = await k.item({ source: 'email' });
    const before = await k.written();
    for (const payload of [
      { reference_id: 'no-such-item', source: 'email' },
      { reference_id: mine.id, source: 'youtube' },
      { reference_id: foreign.id, source: 'email' },
    ]) {
      const response = await k.send('POST', '/api/case', k.member, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Item not found', code: 'item_not_found' });
    }
    // Mallory's own organisation does not hold Acme's item either.
    const outsider = await k.send('POST', '/api/case', k.outsider, {
      reference_id: mine.id,
      source: 'email',
    });
    expect(outsider.statusCode).toBe(404);
    expect(await k.written()).toEqual(before);
  });

  it('keeps the case when its source item is deleted', async () => {
    const item = await k.item({ source: 'email' });
    const id = await k.convert(item.id, 'email');
    await k.t.database.db.delete(items).where(eq(items.id, item.id));
    expect((await detail(id)).reference_id).toBe(item.id);
  });

  it('takes the item out of triage: Needs Review with a history entry, and the case listed under the item', async () => {
    const { db } = k.t.database;
    // Marked non-relevant first: a case of it means somebody judged otherwise.
    const item = await k.item({ source: 'email', adr: true, statusId: 3 });
    const id = await k.convert(item.id, 'email');
    const [row] = await db.select().from(items).where(eq(items.id, item.id));
    expect(row?.statusId).toBe(2);
    const history = await db.select().from(statusHistory).where(eq(statusHistory.itemId, item.id));
    expect(history.map((entry) => [entry.statusId, entry.changedBy])).toEqual([[2, k.memberUserId]]);

    // Converting again opens the same case and writes no second entry.
    expect(await k.convert(item.id, 'email')).toBe(id);
    expect(await db.select().from(statusHistory).where(eq(statusHistory.itemId, item.id))).toHaveLength(1);

    const listed = await k.send('GET', `/api/cases?item_id=${item.id}`, k.member);
    expect(listed.json<{ data: { id: string }[] }>().data.map((found) => found.id)).toEqual([id]);
    const foreign = await k.send('GET', `/api/cases?item_id=${item.id}`, k.outsider);
    expect(foreign.json<{ data: unknown[] }>().data).toEqual([]);
  });
});
