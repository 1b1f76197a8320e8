import { ALL_ENDPOINTS, API_BASE_PATH } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { DOCS_PREFIX } from './openapi.ts';

// The routes do not depend on the database: one kind is enough.
const [kind = 'pglite'] = await testDatabaseKinds();

describe('the endpoint table of @vigila/domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('is exactly the set of /api routes the server registers (method and path)', () => {
    const registered = t.app.routeAccess
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith(DOCS_PREFIX))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const table = ALL_ENDPOINTS.map(
      (endpoint) => `${endpoint.method} ${API_BASE_PATH}${endpoint.path}`,
    ).sort();
    expect(registered).toEqual(table);
  });
});
