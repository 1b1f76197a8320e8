import type { TriageItem } from '@vigila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { markOwnProducts } from './mark-own-products.job.ts';

const kinds = await testDatabaseKinds();

/** Issue 26 points 3 and 8 (decision 0042): items naming the organisation's products are marked and sorted. */
describe.each(kinds)('own products in triage on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let orgId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const { db } = t.database;
    orgId = (await buildOrg(db, 'Own Pharma')).id;
    const user = await buildUser(db);
    await addMember(db, orgId, user.id, ['owner']);
    owner = await t.issuer.mintToken({ sub: user.id });
    const day = (d: string) => new Date(`${d}T08:00:00Z`);
    ids.oldest = (
      await buildItem(db, {
        orgId,
        adr: true,
        text: 'Headache after a new pill',
        receivedAt: day('2024-06-01'),
      })
    ).id;
    ids.own = (
      await buildItem(db, {
        orgId,
        adr: true,
        title: 'Rash',
        text: 'A rash after NEOBRUFEN 400 mg.',
        receivedAt: day('2024-06-05'),
      })
    ).id;
    ids.serious = (
      await buildItem(db, {
        orgId,
        adr: true,
        text: 'Hospitalised after an unknown drug',
        caseFacts: { serious: true } as never,
        receivedAt: day('2024-06-09'),
      })
    ).id;
    ids.lookalike = (
      await buildItem(db, {
        orgId,
        adr: true,
        text: 'Neobrufenato is not ours',
        receivedAt: day('2024-06-03'),
      })
    ).id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${owner}` } });
  const triage = async (query: string) =>
    (await call('GET', `/api/triage?${query}`)).json<{ data: TriageItem[]; pagination: { total: number } }>();

  it('First no item is marked; adding Brufen (brand Neobrufen) and running the queued job marks the one naming it', async () => {
    const before = await triage('sort=priority');
    expect(before.data.map((item) => item.id)).toEqual([ids.serious, ids.oldest, ids.lookalike, ids.own]);

    const added = await call('POST', '/api/products', { name: 'Brufen', brands: ['Neobrufen'] });
    expect(added.statusCode, added.body).toBe(200);
    const productId = added.json<{ data: { id: string } }>().data.id;
    // The route queued the re-marking (workers are off here): run what the job runs.
    expect(await markOwnProducts(t.database.db, orgId)).toBe(1);
    expect(await markOwnProducts(t.database.db, orgId)).toBe(0);

    const after = await triage('sort=priority');
    // Serious first, then own product, then the oldest received.
    expect(after.data.map((item) => item.id)).toEqual([ids.serious, ids.own, ids.oldest, ids.lookalike]);
    expect(after.data.find((item) => item.id === ids.own)?.own_products).toEqual([
      { id: productId, name: 'Brufen' },
    ]);
    expect(after.data.find((item) => item.id === ids.lookalike)?.own_products).toEqual([]);

    const onlyOwn = await triage('own_products=true');
    expect(onlyOwn.data.map((item) => item.id)).toEqual([ids.own]);
    expect(onlyOwn.pagination.total).toBe(1);

    // Archived, the product names nothing any more: the marker goes with the next run.
    await call('POST', `/api/products/${productId}/archive`);
    expect(await markOwnProducts(t.database.db, orgId)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(items)
      .where(eq(items.id, ids.own ?? ''));
    expect(row?.ownProductIds).toEqual([]);
  });
});
