import type { Product } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTeamTestKit, type TeamTestKit } from '../../test/team-test-kit.ts';

const kinds = await testDatabaseKinds();

const XARELTO = {
  name: 'Xarelto',
  brands: ['Xarelto'],
  substances: ['rivaroxaban'],
  strengths: ['10 mg', '20 mg'],
  forms: ['film-coated tablet'],
  marketing_authorisation_holder: 'Bayer AG',
  countries: ['de', 'ES'],
  label_version: 'SmPC 2025-06',
  expected_terms: [{ pt_code: '10019211', pt_term: 'Headache' }],
};

describe.each(kinds)('the product dictionary on %s', (kind) => {
  let k: TeamTestKit;

  beforeAll(async () => {
    k = await startTeamTestKit(kind);
  });
  afterAll(() => k.t.close());

  const productsOf = async (token: string, query = '') =>
    (await k.call('GET', `/api/products${query}`, token)).json<{ data: Product[] }>().data;
  const productEvents = async (orgId: string) =>
    (await k.auditOf(orgId)).filter((event) => event.type.startsWith('product.'));

  it('First, the owner adds a product; the admin corrects its label; every member reads it; all audited', async () => {
    const team = await k.team();
    const created = await k.call('POST', '/api/products', team.tokens.owner, XARELTO);
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json<{ data: Product }>().data;
    expect(product).toMatchObject({ ...XARELTO, countries: ['DE', 'ES'], archived_at: null });

    const changed = await k.call('PUT', `/api/products/${product.id}`, team.tokens.admin, {
      ...XARELTO,
      label_version: 'SmPC 2025-09',
      expected_terms: [...XARELTO.expected_terms, { pt_code: '10037087', pt_term: 'Rash' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const read = await productsOf(team.tokens.technician);
    expect(read.map(({ label_version, expected_terms }) => ({ label_version, expected_terms }))).toEqual([
      {
        label_version: 'SmPC 2025-09',
        expected_terms: [
          { pt_code: '10019211', pt_term: 'Headache' },
          { pt_code: '10037087', pt_term: 'Rash' },
        ],
      },
    ]);

    const events = await productEvents(team.orgId);
    expect(events.map((event) => [event.type, event.actorUserId])).toEqual([
      ['product.created', team.ids.owner],
      ['product.changed', team.ids.admin],
    ]);
    expect(events[0]?.data).toMatchObject({ product: { id: product.id, label_version: 'SmPC 2025-06' } });
    expect(events[1]?.data).toMatchObject({
      product_id: product.id,
      before: { label_version: 'SmPC 2025-06', expected_terms: XARELTO.expected_terms },
      after: { label_version: 'SmPC 2025-09' },
    });
  });

  it('refuses managers and technicians the changes, naming the permission, and writes nothing', async () => {
    const team = await k.team();
    const product = (await k.call('POST', '/api/products', team.tokens.owner, XARELTO)).json<{
      data: Product;
    }>().data;
    const before = await k.written(team.orgId);
    for (const role of ['manager', 'technician'] as const) {
      for (const [method, url, payload] of [
        ['POST', '/api/products', XARELTO],
        ['PUT', `/api/products/${product.id}`, { ...XARELTO, name: 'Changed' }],
        ['POST', `/api/products/${product.id}/archive`, undefined],
      ] as const) {
        const response = await k.call(method, url, team.tokens[role], payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'permission_products_edit' });
      }
    }
    expect(await k.written(team.orgId)).toEqual(before);
    expect((await productsOf(team.tokens.owner)).map((p) => p.name)).toEqual(['Xarelto']);
  });

  it('archives instead of deleting: gone from the list, listed on request, restored, each step audited', async () => {
    const team = await k.team();
    const add = async (name: string) =>
      (await k.call('POST', '/api/products', team.tokens.owner, { name })).json<{ data: Product }>().data;
    const aspirin = await add('Aspirin');
    await add('Brufen');

    const archived = await k.call('POST', `/api/products/${aspirin.id}/archive`, team.tokens.admin);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<{ data: Product }>().data.archived_at).not.toBeNull();
    // Archiving again changes nothing and records nothing.
    expect((await k.call('POST', `/api/products/${aspirin.id}/archive`, team.tokens.admin)).statusCode).toBe(
      200,
    );
    expect((await productsOf(team.tokens.technician)).map((p) => p.name)).toEqual(['Brufen']);
    expect((await productsOf(team.tokens.technician, '?archived=true')).map((p) => p.name)).toEqual([
      'Brufen',
      'Aspirin',
    ]);

    const restored = await k.call('POST', `/api/products/${aspirin.id}/restore`, team.tokens.owner);
    expect(restored.json<{ data: Product }>().data.archived_at).toBeNull();
    expect((await productsOf(team.tokens.technician)).map((p) => p.name)).toEqual(['Aspirin', 'Brufen']);

    expect((await productEvents(team.orgId)).map((event) => event.type)).toEqual([
      'product.created',
      'product.created',
      'product.archived',
      'product.restored',
    ]);
  });

  it('keeps each organisation’s dictionary its own: another organisation’s product is not found', async () => {
    const mine = await k.team();
    const theirs = await k.team('Other Pharma');
    const product = (await k.call('POST', '/api/products', theirs.tokens.owner, XARELTO)).json<{
      data: Product;
    }>().data;
    expect(await productsOf(mine.tokens.owner)).toEqual([]);
    const response = await k.call('PUT', `/api/products/${product.id}`, mine.tokens.owner, XARELTO);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'product_not_found' });
  });

  it('refuses expected reactions without their label version, and a malformed country', async () => {
    const team = await k.team();
    const noLabel = await k.call('POST', '/api/products', team.tokens.owner, {
      ...XARELTO,
      label_version: null,
    });
    expect(noLabel.statusCode).toBe(400);
    const country = await k.call('POST', '/api/products', team.tokens.owner, {
      name: 'X',
      countries: ['Spain'],
    });
    expect(country.statusCode).toBe(400);
    expect(await productsOf(team.tokens.owner)).toEqual([]);
  });
});
