import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCasesTestKit, type CasesTestKit } from '../test/cases-test-kit.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { addManager } from '../test/member-app.ts';
import { multipartFile } from '../test/multipart.ts';
import { storageSnapshotter, type StorageSnapshot } from '../test/storage-snapshot.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text.ts';

const kinds = await testDatabaseKinds();

/** A high surrogate with no low one after it: JSON can carry it (`\ud800`), PostgreSQL text cannot. */
const LONE_SURROGATE = '\ud800';

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ error: UNSTORABLE_TEXT_MESSAGE, code: 'validation' });
}

describe.each(kinds)('text the database cannot hold, refused at the edge, on %s', (kind) => {
  let k: CasesTestKit;
  let manager: string;
  let caseId: string;
  let snapshot: () => Promise<StorageSnapshot>;
  let before: StorageSnapshot;

  beforeAll(async () => {
    k = await startCasesTestKit(kind);
    manager = await addManager(k);
    const item = await k.item({ title: 'Rash after ibuprofen' });
    caseId = await k.convert(item.id, item.source);
    snapshot = await storageSnapshotter(k.t);
    before = await snapshot();
  }, 120_000);
  afterAll(async () => {
    // Every request here was refused before it reached a service: nothing was written.
    expect(await snapshot()).toEqual(before);
    await k.t.close();
  });

  it('refuses a lone surrogate in the JSON body of a case field, a custom report, an invitation and a search', async () => {
    expectRefused(
      await k.send('PUT', `/api/case/${caseId}`, k.member, {
        reporter_given_name: `a${LONE_SURROGATE}b`,
      }),
    );
    const definition = { subject: 'items', columns: ['title'] };
    expectRefused(
      await k.send('POST', '/api/custom-reports', k.member, { name: `R${LONE_SURROGATE}`, definition }),
    );
    expectRefused(
      await k.send('PUT', `/api/custom-reports/${caseId}`, k.member, {
        name: `R${LONE_SURROGATE}`,
        definition,
      }),
    );
    expectRefused(
      await k.send('POST', '/api/org/invite', manager, {
        inviteeEmail: `a${LONE_SURROGATE}@example.test`,
        role: 'technician',
      }),
    );
    expectRefused(
      await k.send('POST', '/api/search-pubmed', manager, { searchTerms: `aspirin ${LONE_SURROGATE}` }),
    );
  });

  it('refuses a lone low surrogate, and one in a key of the body', async () => {
    expectRefused(await k.send('PUT', `/api/case/${caseId}`, k.member, { reporter_given_name: '\udc00' }));
    expectRefused(await k.send('POST', '/api/custom-reports/run', k.member, { ['x\ud800']: 1 }));
  });

  it('keeps accepting characters outside the basic plane (a surrogate pair) and the NUL refusal', async () => {
    const saved = await k.send('PUT', `/api/case/${caseId}`, k.member, { reporter_given_name: 'Ana 😀' });
    expect(saved.statusCode, saved.body).toBe(200);
    before = await snapshot(); // the accepted save writes the field and its audit event
    expectRefused(await k.send('PUT', `/api/case/${caseId}`, k.member, { reporter_given_name: 'a\u0000b' }));
  });

  it('refuses a NUL in the query string and the path, encoded or not', async () => {
    for (const url of ['/api/emails?q=a%00b', '/api/emails?flags=ss&q=%00', '/api/cases/a%00b']) {
      expectRefused(await k.t.app.inject({ method: 'GET', url, headers: k.auth(k.member) }));
    }
  });

  it('never decodes an encoded lone surrogate into a query value or a path parameter', async () => {
    // The query parser keeps invalid UTF-8 as the text it was sent; the router refuses it in the path.
    const query = await k.t.app.inject({
      method: 'GET',
      url: '/api/emails?q=%ED%A0%80',
      headers: k.auth(k.member),
    });
    expect(query.statusCode, query.body).toBe(200);
    const path = await k.t.app.inject({
      method: 'GET',
      url: '/api/cases/%ED%A0%80',
      headers: k.auth(k.member),
    });
    expect(path.statusCode).toBe(400);
    expect(path.json<{ code: string }>().code).toBe('validation');
  });

  it('refuses a form body with a NUL in a value or a key', async () => {
    for (const payload of ['q=a%00b', 'a%00=1']) {
      const response = await k.t.app.inject({
        method: 'POST',
        url: '/api/custom-reports/run',
        headers: { ...k.auth(k.member), 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expectRefused(response);
    }
  });

  it("refuses an upload whose file name holds a NUL (the e-mail's, the recording's)", async () => {
    const email = multipartFile('email', 'a\u0000b.eml', Buffer.from('Subject: hi\r\n\r\nbody\r\n'));
    const audio = multipartFile('audio', 'a\u0000b.wav', Buffer.from('RIFF'), 'audio/wav');
    for (const [url, { payload, headers }] of [
      ['/api/email/upload', email],
      ['/api/recordings/upload', audio],
    ] as const) {
      const response = await k.t.app.inject({
        method: 'POST',
        url,
        headers: { ...k.auth(k.member), ...headers },
        payload,
      });
      expectRefused(response);
    }
  });
});
