import { MAX_PAGE_SIZE } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildItems } from '../../test/item-factory.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';
import { LIST_HTML_MAX_BYTES, LIST_TEXT_PREVIEW_CHARS } from './item-list.repository.ts';

const kinds = await testDatabaseKinds();

const EMAILS = 60;
/** A long e-mail, as mailboxes deliver them: 200 KB of text and its HTML twin. */
const LONG_BODY = 'The patient reported a rash after the second dose. '.repeat(4000);
const LONG_HTML = `<p>${LONG_BODY}</p>`;

interface ListAnswer {
  data: { id: string; body: string; html: string | null }[];
  pagination: { page: number; page_size: number; total: number };
}

describe.each(kinds)('list answers are bounded on %s', (kind) => {
  let k: CasesTestKit;

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    const base = Date.UTC(2024, 0, 1);
    await buildItems(
      k.t.database.db,
      Array.from({ length: EMAILS }, (_, index) => ({
        orgId: k.orgId,
        source: 'email' as const,
        title: `Long e-mail ${index}`,
        text: LONG_BODY,
        html: LONG_HTML,
        publishedAt: new Date(base + index * 60_000),
      })),
    );
  }, 120_000);
  afterAll(() => k.t.close());

  const list = async (query: string) => {
    const response = await k.send('GET', `/api/emails${query}`, k.member);
    expect(response.statusCode).toBe(200);
    return { answer: response.json<ListAnswer>(), bytes: response.rawPayload.length };
  };

  it('answers page 1 of the default size without `page`, with the paging to read on', async () => {
    const { answer } = await list('');
    expect(answer.data).toHaveLength(50);
    expect(answer.pagination).toMatchObject({ page: 1, page_size: 50, total: EMAILS });
  });

  it('applies `page_size` without `page`, and refuses one over the cap', async () => {
    expect((await list('?page_size=7')).answer.data).toHaveLength(7);
    const tooMany = await k.send('GET', `/api/emails?page_size=${MAX_PAGE_SIZE + 1}`, k.member);
    expect(tooMany.statusCode).toBe(400);
  });

  it('carries a preview of each body in the rows and the whole body on the detail page', async () => {
    const { answer, bytes } = await list('?page=1&page_size=50');
    for (const row of answer.data) {
      expect(row.body).toHaveLength(LIST_TEXT_PREVIEW_CHARS);
      expect(LONG_BODY.startsWith(row.body)).toBe(true);
      expect(row.html).toBeNull(); // over LIST_HTML_MAX_BYTES: the detail page's
    }
    // 50 rows of 200 KB bodies were 20 MB; now a preview each.
    expect(bytes).toBeLessThan(50 * (LIST_TEXT_PREVIEW_CHARS + 1500));
    const first = answer.data[0];
    if (!first) throw new Error('no row');
    const detail = await k.send('GET', `/api/emails/${first.id}`, k.member);
    expect(detail.json<{ data: { body: string; html: string } }>().data).toMatchObject({
      body: LONG_BODY,
      html: LONG_HTML,
    });
  });

  it('keeps short HTML in the rows (YouTube shows its comment markup in the list)', async () => {
    expect(LONG_HTML.length).toBeGreaterThan(LIST_HTML_MAX_BYTES);
    await buildItems(k.t.database.db, [
      {
        orgId: k.orgId,
        source: 'email',
        title: 'Short',
        text: 'Short body',
        html: '<b>Short body</b>',
        publishedAt: new Date(Date.UTC(2025, 0, 1)),
      },
    ]);
    const { answer } = await list('?page_size=1');
    expect(answer.data[0]).toMatchObject({ body: 'Short body', html: '<b>Short body</b>' });
  });

  it('answers the cases list as page 1 without `page`', async () => {
    const response = await k.send('GET', '/api/cases?page_size=2', k.member);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ pagination: { page: number; page_size: number } }>().pagination).toMatchObject({
      page: 1,
      page_size: 2,
    });
  });
});
