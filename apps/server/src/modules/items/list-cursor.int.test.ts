import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { buildItems } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

interface PageAnswer {
  data: { id: string }[];
  pagination: { page: number; total: number; total_pages: number; next_cursor: string | null };
}

describe.each(kinds)('keyset pages on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const { db } = t.database;
    const org = await buildOrg(db, 'Acme');
    const user = await buildUser(db);
    await addMember(db, org.id, user.id);
    token = await t.issuer.mintToken({ sub: user.id });
    // 130 flagged e-mails, ten of them at each of 13 instants: pages must break ties by id, never repeat or skip.
    // Another organisation's e-mails at the same instants must never show on a page of this one.
    const other = await buildOrg(db, 'Other Pharma');
    const emailsOf = (orgId: string) =>
      Array.from({ length: 130 }, (_, i) => ({
        orgId,
        source: 'email' as const,
        adr: true,
        publishedAt: new Date(Date.UTC(2024, 4, 1 + Math.floor(i / 10))),
      }));
    await buildItems(db, [...emailsOf(org.id), ...emailsOf(other.id)]);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  /** Every page from the first, following next_cursor; the ids in the order they came. */
  async function walk(path: string): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let url = `${path}page=1&page_size=50`;
    for (let page = 1; page < 10; page += 1) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = response.json<PageAnswer>();
      ids.push(...body.data.map((row) => row.id));
      if (!body.pagination.next_cursor) return { ids, pages: page };
      url = `${path}page=${page + 1}&page_size=50&cursor=${body.pagination.next_cursor}`;
    }
    throw new Error('more pages than items');
  }

  /** Pages 1 to 3 by number (pages 2 and 3 read their ids first, then the rows): the ids in order. */
  async function byPageNumber(path: string): Promise<string[]> {
    const ids: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await get(`${path}page=${page}&page_size=50`);
      expect(response.statusCode).toBe(200);
      ids.push(...response.json<PageAnswer>().data.map((r) => r.id));
    }
    return ids;
  }

  it('reads a list page by page from the cursors, in the same order as the page numbers give', async () => {
    const byCursor = await walk('/api/emails?');
    expect(byCursor.pages).toBe(3);
    expect(new Set(byCursor.ids).size).toBe(130);
    expect(await byPageNumber('/api/emails?')).toEqual(byCursor.ids);
  });

  it('reads the triage inbox the same way', async () => {
    const byCursor = await walk('/api/triage?');
    expect(byCursor.ids).toHaveLength(130);
    expect(new Set(byCursor.ids).size).toBe(130);
    expect(await byPageNumber('/api/triage?')).toEqual(byCursor.ids);
  });

  it('refuses a cursor it did not write, with its code', async () => {
    for (const url of ['/api/emails?page=2&cursor=Zm9yZ2Vk', '/api/triage?cursor=bm90LWEtZGF0ZXx4']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'This list position is not valid: load the list again',
        code: 'invalid_list_cursor',
      });
    }
    expect((await get('/api/emails?cursor=has%20spaces')).statusCode).toBe(400);
  });
});
