import type { CaseLink, DuplicateCandidate } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';

const kinds = await testDatabaseKinds();
const at = (iso: string) => new Date(iso);

const hives = {
  products: ['Nurofen'],
  reactions: [{ text: 'covered in hives', term: 'Urticaria' }],
  serious: false,
  seriousness: [],
  seriousnessEvidence: [],
  patientAge: null,
  patientSex: null,
  reporter: 'consumer' as const,
};

describe.each(kinds)('likely duplicates and case links on %s', (kind) => {
  let k: CasesTestKit;
  let mailed: string;
  let posted: string;
  let crushedPack: string;
  let mailedCase: string;
  let outsiderItem: string;
  let outsiderCase: string;

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    // First, Alice's organisation receives the complaint by e-mail and makes it a case.
    mailed = (
      await k.item({
        source: 'email',
        text: 'Hello, I took Nurofen 400 mg for my back pain and woke up covered in hives. Never again. Regards, M.',
        caseFacts: hives,
        adr: true,
        publishedAt: at('2025-03-01T09:00:00Z'),
      })
    ).id;
    mailedCase = await k.convert(mailed, 'email');
    await k.send('PUT', `/api/case/${mailedCase}`, k.member, { medicinal_product: 'Nurofen 400 mg tablets' });
    await k.send('PUT', `/api/case/${mailedCase}`, k.member, { reaction_term: 'Urticaria' });
    // Two days later the same person posts it on Instagram; the same week a damaged pack is reported.
    posted = (
      await k.item({
        source: 'instagram',
        text: 'took nurofen for my back and woke up covered in hives 😡 never again!!',
        caseFacts: hives,
        adr: true,
        publishedAt: at('2025-03-03T18:00:00Z'),
      })
    ).id;
    crushedPack = (
      await k.item({
        source: 'amazon',
        text: 'The Nurofen blister pack arrived crushed and two tablets were missing.',
        caseFacts: { ...hives, reactions: [] },
        pqc: true,
        publishedAt: at('2025-03-02T10:00:00Z'),
      })
    ).id;
    // Another organisation has the very same post, and a case of it.
    const other = await k.t.database.db.query.orgs.findFirst({
      where: (orgs, { ne }) => ne(orgs.id, k.orgId),
    });
    outsiderItem = (
      await buildItem(k.t.database.db, {
        orgId: other?.id ?? '',
        source: 'instagram',
        text: 'took nurofen for my back and woke up covered in hives 😡 never again!!',
        caseFacts: hives,
        publishedAt: at('2025-03-03T18:00:00Z'),
      })
    ).id;
    const created = await k.send('POST', '/api/case', k.outsider, {
      reference_id: outsiderItem,
      source: 'instagram',
    });
    outsiderCase = created.json<{ id: string }>().id;
  });
  afterAll(() => k.t.close());

  const duplicatesOf = async (url: string, token = k.member) => {
    const response = await k.send('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: DuplicateCandidate[] }>().data;
  };
  const linksOf = async (caseId: string) => {
    const response = await k.send('GET', `/api/cases/${caseId}/links`, k.member);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CaseLink[] }>().data;
  };

  it('shows the e-mailed case before the Instagram post is made a case, with the reasons', async () => {
    const found = await duplicatesOf(`/api/items/${posted}/duplicates`);
    expect(found.map((candidate) => [candidate.kind, candidate.id])).toEqual([['case', mailedCase]]);
    const [first] = found;
    expect(first?.score).toBeGreaterThanOrEqual(0.5);
    expect(first?.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'same_product', product: 'nurofen' },
        expect.objectContaining({ kind: 'similar_reaction', term: 'Urticaria' }),
        expect.objectContaining({ kind: 'close_in_time', days: 2 }),
      ]),
    );
  });

  it("shows the post on the case page, not the damaged pack, and never the other organisation's post", async () => {
    const found = await duplicatesOf(`/api/cases/${mailedCase}/duplicates`);
    const ids = found.map((candidate) => candidate.id);
    expect(ids).toContain(posted);
    expect(ids).not.toContain(crushedPack);
    expect(ids).not.toContain(outsiderItem);
    expect(ids).not.toContain(outsiderCase);
    expect(ids).not.toContain(mailed);
  });

  it('links the post’s case as a duplicate; each case shows the other, once', async () => {
    const postedCase = await k.convert(posted, 'instagram');
    const linked = await k.send('POST', `/api/cases/${postedCase}/links`, k.member, {
      linked_case_id: mailedCase,
      kind: 'duplicate',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await linksOf(postedCase)).toEqual([
      expect.objectContaining({
        case_id: mailedCase,
        kind: 'duplicate',
        direction: 'outgoing',
        source: 'email',
      }),
    ]);
    expect(await linksOf(mailedCase)).toEqual([
      expect.objectContaining({
        case_id: postedCase,
        kind: 'duplicate',
        direction: 'incoming',
        source: 'instagram',
      }),
    ]);

    const again = await k.send('POST', `/api/cases/${mailedCase}/links`, k.member, {
      linked_case_id: postedCase,
      kind: 'follow_up',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'cases_already_linked' });
    const itself = await k.send('POST', `/api/cases/${mailedCase}/links`, k.member, {
      linked_case_id: mailedCase,
      kind: 'duplicate',
    });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ code: 'case_link_to_itself' });

    const unlinked = await k.t.app.inject({
      method: 'DELETE',
      url: `/api/cases/${mailedCase}/links/${postedCase}`,
      headers: k.auth(k.member),
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await linksOf(postedCase)).toEqual([]);
    const twice = await k.call('DELETE', `/api/cases/${mailedCase}/links/${postedCase}`, k.member);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ code: 'case_link_not_found' });

    // Both histories record the link and its removal (newest first), each naming the other case; refusals record nothing.
    for (const [shown, other] of [
      [postedCase, mailedCase],
      [mailedCase, postedCase],
    ] as const) {
      const history = (await k.send('GET', `/api/cases/${shown}/history`, k.member)).json<{
        data: { type: string; details: Record<string, unknown> | null }[];
      }>().data;
      expect(
        history.filter((entry) => entry.type.startsWith('case.') && entry.type.includes('link')),
      ).toEqual([
        expect.objectContaining({
          type: 'case.unlinked',
          details: { linked_case_id: other, kind: 'duplicate' },
        }),
        expect.objectContaining({
          type: 'case.linked',
          details: { linked_case_id: other, kind: 'duplicate' },
        }),
      ]);
    }
  });

  it("cannot link to another organisation's case, nor read or unlink Acme's links from outside", async () => {
    const across = await k.send('POST', `/api/cases/${mailedCase}/links`, k.member, {
      linked_case_id: outsiderCase,
      kind: 'follow_up',
    });
    expect(across.statusCode).toBe(404);
    expect(across.json()).toEqual({ error: 'Case not found', code: 'case_not_found' });
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', `/api/cases/${mailedCase}/duplicates`],
      ['GET', `/api/cases/${mailedCase}/links`],
      ['POST', `/api/cases/${outsiderCase}/links`, { linked_case_id: mailedCase, kind: 'duplicate' }],
      ['DELETE', `/api/cases/${mailedCase}/links/${outsiderCase}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await k.call(method, url, k.outsider, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Case not found', code: 'case_not_found' });
    }
    const item = await k.call('GET', `/api/items/${posted}/duplicates`, k.outsider);
    expect(item.statusCode).toBe(404);
    expect(item.json()).toMatchObject({ code: 'item_not_found' });
    // Mallory's own post finds nothing of Acme's, though Acme has the same text.
    const hers = await duplicatesOf(`/api/items/${outsiderItem}/duplicates`, k.outsider);
    expect(hers).toEqual([]);
  });
});
