import { isDeepStrictEqual } from 'node:util';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases.ts';
import { addMember, buildUser } from '../test/factories.ts';
import {
  HOSTILE_IDS,
  invalidBodies,
  writeRoutesOf,
  type BadRequest,
  type WriteRoute,
} from '../test/malformed-requests.ts';
import { badUploads, type UploadRoute } from '../test/malformed-uploads.ts';
import { startMemberApp, type MemberApp } from '../test/member-app.ts';
import { changes, storageSnapshotter, type StorageSnapshot } from '../test/storage-snapshot.ts';
import { MAX_EMAIL_BYTES } from '../modules/emails/read-upload.ts';
import { JSON_BODY_LIMIT } from './body-limits.ts';

const kinds = await testDatabaseKinds();

const UPLOADS: UploadRoute[] = [
  {
    url: '/api/email/upload',
    field: 'email',
    fileName: 'report.eml',
    contentType: 'message/rfc822',
    maxBytes: MAX_EMAIL_BYTES,
  },
  { url: '/api/recordings/upload', field: 'audio', fileName: 'call.mp3', contentType: 'audio/mpeg' },
];

/** Requests every write route must refuse before it looks at its input: broken JSON, wrong types, no token… */
function parsingAndAuthRequests(route: WriteRoute, owner: string, forged: string[]): BadRequest[] {
  const at = { method: route.method, url: route.url };
  const json = (payload: string, token = owner): InjectOptions => ({
    ...at,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
  const name = (what: string) => `${route.method} ${route.path}: ${what}`;
  return [
    { name: name('truncated JSON'), request: json('{"reference_id": "a", "sou') },
    { name: name('JSON with single quotes'), request: json("{'id': 1}") },
    { name: name('JSON with trailing garbage'), request: json('{"id": 1} DROP TABLE items;') },
    {
      name: name('an XML body'),
      request: {
        ...json('<id>1</id>'),
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/xml' },
      },
    },
    { name: name('JSON over the body limit'), request: json(`{"x":"${'a'.repeat(JSON_BODY_LIMIT)}"}`) },
    {
      name: name('no token'),
      request: { ...at, headers: { 'content-type': 'application/json' }, payload: '{}' },
    },
    ...forged.map((token, index) => ({
      name: name(`forged token ${index + 1}`),
      request: json('{}', token),
    })),
  ];
}

function invalidBodyRequests(route: WriteRoute, owner: string): BadRequest[] {
  if (!route.body) return [];
  return invalidBodies(route.body).map(({ name, body }) => ({
    name: `${route.method} ${route.path}: ${name}`,
    request: {
      method: route.method,
      url: route.url,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    },
  }));
}

function hostileIdRequests(route: WriteRoute, owner: string): BadRequest[] {
  if (route.params.length === 0) return [];
  return HOSTILE_IDS.map((id) => ({
    name: `${route.method} ${route.path}: id ${id.slice(0, 40)}`,
    request: {
      method: route.method,
      url: route.path.replace(/\{\w+\}/g, id),
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload: JSON.stringify(route.body ? invalidBodies(route.body)[0]?.body : {}),
    },
  }));
}

/** Why a response is not a clear refusal (a 4xx with an `error` text), or undefined when it is one. */
function notRefused(response: LightMyRequestResponse): string | undefined {
  const shown = `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400 || response.statusCode >= 500) return shown;
  try {
    const { error } = response.json<{ error?: unknown }>();
    return typeof error === 'string' && error.length > 0 ? undefined : shown;
  } catch {
    return shown;
  }
}

describe.each(kinds)('a battery of malformed requests on %s', (kind) => {
  let m: MemberApp;
  let owner: string;
  let forged: string[];
  let snapshot: () => Promise<StorageSnapshot>;
  let before: StorageSnapshot;
  let routes: WriteRoute[];

  beforeAll(async () => {
    // No workers: nothing in the background changes the counts between two requests.
    m = await startMemberApp(kind, { workers: false });
    const { db } = m.t.database;
    const olivia = await buildUser(db, { name: 'Olivia Owner' });
    await addMember(db, m.orgId, olivia.id, ['owner']);
    // The owner reaches every route's validation (a technician would be refused manager routes first).
    owner = await m.t.issuer.mintToken({ sub: olivia.id, org_id: m.orgId });
    forged = [
      await m.t.issuer.mintToken({ sub: olivia.id, org_id: m.orgId }, { foreignKey: true }),
      `${owner.slice(0, -8)}AAAAAAAA`,
      'not.a.jwt',
    ];
    const docs = await m.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    routes = writeRoutesOf(docs.json());
    snapshot = await storageSnapshotter(m.t);
    before = await snapshot();
  }, 120_000);
  afterAll(() => m.t.close());

  /** Sends each request, then compares every table's row count and the blob files with the start. */
  async function fire(requests: BadRequest[]) {
    const failures: string[] = [];
    for (const { name, request } of requests) {
      const problem = notRefused(await m.t.app.inject(request));
      if (problem) failures.push(`${name} → ${problem}`);
      const after = await snapshot();
      if (!isDeepStrictEqual(after, before)) {
        failures.push(`${name} → stored something: ${JSON.stringify(changes(before, after))}`);
        before = after; // report each request that stores, not every one after it
      }
    }
    expect(failures).toEqual([]);
    return requests.length;
  }

  it('covers every write route of the API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const upload of UPLOADS) expect(routes.map((route) => route.path)).toContain(upload.url);
  });

  it('refuses broken JSON, other content types, oversized bodies and missing or forged tokens on every route', async () => {
    const sent = await fire(routes.flatMap((route) => parsingAndAuthRequests(route, owner, forged)));
    expect(sent).toBeGreaterThanOrEqual(300);
  }, 60_000);

  it('refuses bodies of the wrong shape: missing fields, wrong types, too long, not allowed, hostile extras', async () => {
    const sent = await fire(routes.flatMap((route) => invalidBodyRequests(route, owner)));
    expect(sent).toBeGreaterThanOrEqual(250);
  }, 60_000);

  it('refuses ids that climb out of a directory, inject SQL or are absurdly long', async () => {
    const sent = await fire(routes.flatMap((route) => hostileIdRequests(route, owner)));
    expect(sent).toBeGreaterThanOrEqual(60);
  }, 60_000);

  it('refuses broken, truncated, mistyped, doubled and oversized uploads', async () => {
    const requests = UPLOADS.flatMap((route) =>
      badUploads(route, { sendOversized: true }).map(({ name, payload, headers }): BadRequest => ({
        name: `${route.url}: ${name}`,
        request: {
          method: 'POST',
          url: route.url,
          headers: { ...headers, authorization: `Bearer ${owner}` },
          payload,
        },
      })),
    );
    expect(await fire(requests)).toBeGreaterThanOrEqual(40);
  }, 60_000);
});
