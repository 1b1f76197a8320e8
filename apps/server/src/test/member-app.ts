import type { LightMyRequestResponse } from 'fastify';
import type { TestDatabaseKind } from './databases.ts';
import { addMember, buildOrg, buildUser } from './factories.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';

export interface MemberApp {
  t: TestApp;
  /** The organisation the member works for. */
  orgId: string;
  /** The member's and the outsider's user ids (an assignee, for instance). */
  memberUserId: string;
  outsiderUserId: string;
  /** Alice, a technician of that organisation. */
  member: string;
  /** Mallory, the owner of another organisation: what she reaches shows what leaks across organisations. */
  outsider: string;
  /** The Authorization header of a token. */
  auth: (token: string) => { authorization: string };
  /** A request as the holder of `token`; an object payload goes as JSON. */
  call: (method: Method, url: string, token: string, payload?: object) => Promise<LightMyRequestResponse>;
}

export interface MemberAppOptions extends TestAppOptions {
  /** The member's organisation's name (default 'Acme Pharma'). */
  orgName?: string;
}

/**
 * The real app (see startTestApp) with the cast most API tests need: a technician of one organisation and the owner
 * of another, each with a token naming their organisation.
 */
export async function startMemberApp(
  kind: TestDatabaseKind,
  options: MemberAppOptions = {},
): Promise<MemberApp> {
  const { orgName = 'Acme Pharma', ...appOptions } = options;
  const t = await startTestApp(kind, appOptions);
  const { db } = t.database;
  const org = await buildOrg(db, orgName);
  const other = await buildOrg(db, 'Other Co');
  const alice = await buildUser(db, { name: 'Alice Reviewer' });
  const mallory = await buildUser(db, { name: 'Mallory' });
  await addMember(db, org.id, alice.id, ['technician']);
  await addMember(db, other.id, mallory.id, ['owner']);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    t,
    orgId: org.id,
    memberUserId: alice.id,
    outsiderUserId: mallory.id,
    member: await t.issuer.mintToken({ sub: alice.id, org_id: org.id }),
    outsider: await t.issuer.mintToken({ sub: mallory.id, org_id: other.id }),
    auth,
    call: (method, url, token, payload) =>
      t.app.inject({
        method,
        url,
        // As the SPA does: a JSON content type on every call, also those without a body (http/empty-json-body.ts).
        headers: { ...auth(token), 'content-type': 'application/json' },
        ...(payload ? { payload } : {}),
      }),
  };
}

/** A manager of the member's organisation joins the cast; returns their token. */
export async function addManager(app: MemberApp): Promise<string> {
  const { db } = app.t.database;
  const maria = await buildUser(db, { name: 'Maria Manager' });
  await addMember(db, app.orgId, maria.id, ['manager']);
  return app.t.issuer.mintToken({ sub: maria.id, org_id: app.orgId });
}
