import type { LightMyRequestResponse } from 'fastify';
import { count, like } from 'drizzle-orm';
import { auditEvents, cases } from '../db/schema/index.ts';
import type { TestDatabaseKind } from './databases.ts';
import { buildItem, type ItemOverrides } from './item-factory.ts';
import { startMemberApp, type MemberApp } from './member-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CasesTestKit extends MemberApp {
  send: (method: Method, url: string, token: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** An item of the member's organisation (override anything, e.g. orgId for another one). */
  item: (overrides?: Partial<ItemOverrides>) => ReturnType<typeof buildItem>;
  /** Converts an item as the member; answers the new (or existing) case id. */
  convert: (referenceId: string, source: string, payload?: object) => Promise<string>;
  /** Rows in cases and case audit events: what a refused call must not change. */
  written: () => Promise<{ cases: number; caseEvents: number }>;
}

/** The member app (Alice of Acme Pharma, Mallory of Other Co) with the calls the case tests share. */
export async function startCasesTestKit(kind: TestDatabaseKind): Promise<CasesTestKit> {
  const app = await startMemberApp(kind, { workers: false });
  const { db } = app.t.database;
  const send: CasesTestKit['send'] = (method, url, token, payload) =>
    app.t.app.inject({
      method,
      url,
      headers: { ...app.auth(token), 'content-type': 'application/json' },
      ...(payload ? { payload } : {}),
    });
  return {
    ...app,
    send,
    item: (overrides = {}) => buildItem(db, { orgId: app.orgId, ...overrides }),
    convert: async (referenceId, source, payload = {}) => {
      const response = await send('POST', '/api/case', app.member, {
        reference_id: referenceId,
        source,
        ...payload,
      });
      if (response.statusCode !== 200) throw new Error(`POST /case answered ${response.body}`);
      return response.json<{ id: string }>().id;
    },
    written: async () => {
      const [caseRows] = await db.select({ n: count() }).from(cases);
      const [events] = await db
        .select({ n: count() })
        .from(auditEvents)
        .where(like(auditEvents.type, 'case.%'));
      return { cases: caseRows?.n ?? 0, caseEvents: events?.n ?? 0 };
    },
  };
}
