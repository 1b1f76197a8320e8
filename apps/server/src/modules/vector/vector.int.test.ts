import type { VectorHit } from '@vigila/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import {
  startEmbeddingsReplayServer,
  type EmbeddingsReplayServer,
} from '../../test/embeddings-replay-server.ts';
import { buildOrg } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startMemberApp, type MemberApp } from '../../test/member-app.ts';
import { reindexEmbeddings } from './reindex-embeddings.job.ts';

const kinds = await testDatabaseKinds();

interface Answer {
  hits: VectorHit[];
  mode: 'index' | 'candidates';
}

/** Whether this database can have pgvector: then the search must run on the HNSW index. */
async function pgvectorAvailable(k: MemberApp): Promise<boolean> {
  const result: unknown = await k.t.database.db.execute(
    sql`select count(*)::int as n from pg_available_extensions where name = 'vector'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return (rows[0]?.n ?? 0) > 0;
}

describe.each(kinds)('vector search on %s', (kind) => {
  let k: MemberApp;
  const ids: Record<string, string> = {};
  const search = async (query: string) => {
    const response = await k.call('GET', `/api/vector/search?${query}`, k.member);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Answer }>().data;
  };

  beforeAll(async () => {
    k = await startMemberApp(kind, { workers: false });
    const { db } = k.t.database;
    const item = async (name: string, overrides: Parameters<typeof buildItem>[1]) => {
      ids[name] = (await buildItem(db, overrides)).id;
    };
    const orgId = k.orgId;
    await item('headache', {
      orgId,
      title: 'Side effect report',
      text: 'I had a terrible headache and felt dizzy after taking the tablets.',
      adr: true,
      publishedAt: new Date('2026-03-10T10:00:00Z'),
    });
    await item('ibuprofen', {
      orgId,
      title: 'Question',
      text: 'Can I take ibuprofen for my back?',
      mi: true,
      publishedAt: new Date('2026-02-01T10:00:00Z'),
    });
    await item('stomach', {
      orgId,
      title: 'Stomach',
      text: 'Stomach pain and stomach cramps, my stomach hurts so much.',
      adr: true,
      statusId: 2,
      publishedAt: new Date('2026-03-12T10:00:00Z'),
    });
    await item('youtube', {
      orgId,
      source: 'youtube',
      sourceKey: 'channel',
      title: 'Comment',
      text: 'This medicine gave me a migraine and I felt dizzy all day.',
      adr: true,
      publishedAt: new Date('2026-03-11T10:00:00Z'),
    });
    await item('delivery', {
      orgId,
      title: 'Order',
      text: 'My parcel arrived late and the courier was rude.',
    });
    // Another organisation's item, word for word the first: it must never show.
    const other = await buildOrg(db, 'Third Co');
    ids.otherOrg = (
      await buildItem(db, {
        orgId: other.id,
        title: 'Side effect report',
        text: 'I had a terrible headache and felt dizzy after taking the tablets.',
        adr: true,
      })
    ).id;
    const { embedded } = await reindexEmbeddings(db, k.t.services.embedder);
    expect(embedded).toBe(6);
  });
  afterAll(() => k.t.close());

  it('finds an English item by a Spanish paraphrase sharing none of its words', async () => {
    const { hits } = await search(`q=${encodeURIComponent('dolor de cabeza y mareo tras las pastillas')}`);
    expect(hits[0]?.id).toBe(ids.headache);
    expect(hits[0]).toMatchObject({ kind: 'item', source: 'email', detail_path: `/emails/${ids.headache}` });
  });

  it("never answers another organisation's items", async () => {
    const { hits } = await search(`q=${encodeURIComponent('terrible headache after taking the tablets')}`);
    expect(hits.map((hit) => hit.id)).toContain(ids.headache);
    expect(hits.map((hit) => hit.id)).not.toContain(ids.otherOrg);
  });

  it('ranks the item naming the drug first, however near the others are in meaning', async () => {
    const { hits } = await search(`q=${encodeURIComponent('ibuprofen stomach pain cramps')}`);
    expect(hits[0]?.id).toBe(ids.ibuprofen);
    expect(hits[0]?.matched_words).toBe(true);
    expect(hits.map((hit) => hit.id)).toContain(ids.stomach);
  });

  it('filters by source, flag, status and date', async () => {
    const q = `q=${encodeURIComponent('headache dizzy')}`;
    const bySource = await search(`${q}&source=youtube`);
    expect(bySource.hits.map((hit) => hit.id)).toEqual([ids.youtube]);
    const byFlag = await search(`${q}&flags=mi`);
    expect(byFlag.hits.every((hit) => hit.mi === true)).toBe(true);
    expect(byFlag.hits.map((hit) => hit.id)).not.toContain(ids.headache);
    const byStatus = await search(`q=${encodeURIComponent('stomach pain')}&status=needs_review`);
    expect(byStatus.hits.map((hit) => hit.id)).toEqual([ids.stomach]);
    const byDate = await search(`${q}&from=2026-03-10&to=2026-03-10`);
    expect(byDate.hits.map((hit) => hit.id)).toEqual([ids.headache]);
    const casesOnly = await search(`${q}&kind=cases`);
    expect(casesOnly.hits).toEqual([]);
  });

  it('searches the HNSW index where pgvector exists, and a candidate set where it does not', async () => {
    const { mode } = await search('q=headache');
    expect(mode).toBe((await pgvectorAvailable(k)) ? 'index' : 'candidates');
    if (kind === 'pglite') expect(mode).toBe('index');
  });

  it('answers an item’s similar items from the same organisation, itself left out', async () => {
    const response = await k.call('GET', `/api/items/${ids.headache}/similar`, k.member);
    expect(response.statusCode, response.body).toBe(200);
    const { hits } = response.json<{ data: { hits: VectorHit[] } }>().data;
    expect(hits[0]?.id).toBe(ids.youtube);
    expect(hits.map((hit) => hit.id)).not.toContain(ids.headache);
    expect(hits.map((hit) => hit.id)).not.toContain(ids.otherOrg);
    const outsider = await k.call('GET', `/api/items/${ids.headache ?? ''}/similar`, k.outsider);
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses a query without words', async () => {
    const response = await k.call('GET', '/api/vector/search?q=', k.member);
    expect(response.statusCode).toBe(400);
  });
});

describe.each(kinds)('vector search through an OpenAI-compatible embeddings API on %s', (kind) => {
  let k: MemberApp;
  let replay: EmbeddingsReplayServer;
  let itemId: string;

  beforeAll(async () => {
    replay = await startEmbeddingsReplayServer();
    k = await startMemberApp(kind, {
      workers: false,
      env: {
        EMBEDDINGS_BASE_URL: replay.baseUrl,
        EMBEDDINGS_API_KEY: 'key-1',
        EMBEDDINGS_MODEL: 'replay-64',
      },
    });
    const { db } = k.t.database;
    itemId = (await buildItem(db, { orgId: k.orgId, text: 'Terrible headache after the tablets.' })).id;
    await buildItem(db, { orgId: k.orgId, text: 'The courier lost my parcel.' });
    await reindexEmbeddings(db, k.t.services.embedder);
  });
  afterAll(async () => {
    await k.t.close();
    await replay.close();
  });

  it('embeds the items and the query through the API, with its key and model, and finds by meaning', async () => {
    expect(k.t.services.embedder.model).toMatch(/^openai:replay-64@127\.0\.0\.1:\d+$/);
    const response = await k.call(
      'GET',
      `/api/vector/search?q=${encodeURIComponent('dolor de cabeza')}`,
      k.member,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Answer }>().data.hits[0]?.id).toBe(itemId);
    expect(replay.requests.at(-1)).toMatchObject({
      model: 'replay-64',
      input: ['dolor de cabeza'],
      authorization: 'Bearer key-1',
    });
  });
});
