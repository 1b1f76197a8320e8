import type { CaseDetail } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startCasesTestKit, type CasesTestKit } from '../../test/cases-test-kit.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)("another organisation's member and Acme's cases on %s", (kind) => {
  let k: CasesTestKit;
  let caseId: string;

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    caseId = await k.convert((await k.item({ source: 'email', adr: true })).id, 'email');
  });
  afterAll(() => k.t.close());

  const snapshot = async () => ({
    detail: (await k.send('GET', `/api/cases/${caseId}`, k.member)).json<{ data: CaseDetail }>().data,
    written: await k.written(),
  });

  it('does not list them or count them', async () => {
    const list = await k.send('GET', '/api/cases', k.outsider);
    expect(list.json()).toMatchObject({ success: true, data: [], pagination: { total: 0 } });
    const counts = await k.send('GET', '/api/cases/counts', k.outsider);
    expect(counts.json()).toEqual({
      success: true,
      data: { total: 0, new: 0, progress: 0, completed: 0, overdue: 0 },
    });
  });

  it('can neither read nor edit one: 404 Case not found everywhere, and nothing changes', async () => {
    const before = await snapshot();
    const calls: [method: 'GET' | 'PUT', url: string, body?: object][] = [
      ['GET', `/api/cases/${caseId}`],
      ['GET', `/api/cases/${caseId}/history`],
      ['GET', `/api/cases/${caseId}/e2b`],
      ['PUT', `/api/case/${caseId}`, { case_narrative: 'Overwritten' }],
      ['PUT', `/api/case/${caseId}/type`, { case_type: 'icsr' }],
      ['PUT', `/api/case/${caseId}/status`, { status: 'completed' }],
    ];
    for (const [method, url, body] of calls) {
      const response = await k.send(method, url, k.outsider, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Case not found', code: 'case_not_found' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers the same 404 for a case id that does not exist', async () => {
    const response = await k.send('GET', '/api/cases/no-such-case', k.member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Case not found', code: 'case_not_found' });
  });

  it('documents every case route in the OpenAPI document, behind the bearer token', async () => {
    const doc = (await k.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const routes = [
      ['post', '/api/case'],
      ['get', '/api/cases'],
      ['get', '/api/cases/counts'],
      ['get', '/api/cases/{id}'],
      ['get', '/api/cases/{id}/history'],
      ['get', '/api/cases/{id}/e2b'],
      ['put', '/api/case/{id}'],
      ['put', '/api/case/{id}/type'],
      ['put', '/api/case/{id}/status'],
    ] as const;
    for (const [method, path] of routes) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('refuses callers without a token', async () => {
    const response = await k.t.app.inject({ method: 'GET', url: '/api/cases' });
    expect(response.statusCode).toBe(401);
  });
});
