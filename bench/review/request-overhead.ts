import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailListResponseSchema, listQuerySchema } from '@vigila/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { items } from '../../apps/server/src/db/schema/index.ts';
import { responseSerializer } from '../../apps/server/src/http/response-serializer.ts';
import { presentEmail } from '../../apps/server/src/modules/items/email.presenter.ts';
import {
  countItemRows,
  listItemRows,
  listItemsQuery,
} from '../../apps/server/src/modules/items/item-list.repository.ts';
import { callerIdentityQuery } from '../../apps/server/src/modules/memberships/memberships.repository.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import type { TestApp } from '../../apps/server/src/test/test-app.ts';
import { measureOnEachDatabase } from '../lib/each-database.ts';
import { RESULTS_DIR, writeResult } from '../lib/results.ts';
import { benchmarkTexts } from './corpus.ts';
import { bareRunner, seedRows, time } from './list-latency.ts';

const RESULT = 'review-request-overhead';
const ITERATIONS = 300;
const PAGE_SIZE = 50;
const PAGE_URL = `/api/emails?status=all&page=1&page_size=${PAGE_SIZE}`;

/** An e-mail's HTML as a mail client sends it: a styled table around the text, a few KB like real messages. */
function emailHtml(text: string, i: number): string {
  const paragraph = `<p style="margin:0 0 12px;font-family:Arial,sans-serif;font-size:14px;color:#222">${text}</p>`;
  const footer =
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #ddd">' +
    `<tr><td style="padding:8px;font-size:11px;color:#777">Message ${i}. This e-mail and any attachments are ` +
    'confidential and intended solely for the addressee. If you received it in error, delete it.</td></tr></table>';
  return `<div dir="ltr">${paragraph.repeat(4)}<blockquote style="border-left:2px solid #ccc;padding-left:8px">${paragraph}</blockquote>${footer}</div>`;
}

/** Analysed e-mails with what the analyser writes on an ADR: reasons, a reaction term, case facts. */
function seedEmails(orgId: string, count: number) {
  return seedRows(orgId, count, benchmarkTexts()).map((row, i) => ({
    ...row,
    html: emailHtml(row.text, i),
    adrReason: row.adr ? `Mentions "${row.text.slice(0, 40)}"` : null,
    reactionTerm: row.adr ? 'Rash' : null,
    summary: row.text.slice(0, 120),
    language: 'en',
    analyzer: 'ensemble@3',
    caseFacts: row.adr
      ? {
          products: ['ibuprofen'],
          reactions: [{ text: 'terrible rash', term: 'Rash' }],
          serious: false,
          seriousness: [],
          seriousnessEvidence: [],
          patientAge: 42,
          patientSex: 'female' as const,
          reporter: 'consumer' as const,
        }
      : null,
    data: {
      recipient: 'pv@bench.test',
      attachments:
        i % 5 === 0 ? [{ filename: 'scan.pdf', content_type: 'application/pdf', size: 48213 }] : [],
    },
  }));
}

const inject = (t: TestApp, url: string, token?: string) => async () => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
};

/** The steps of a 50-row page in process, each alone: rows through Drizzle, presenters, the route's serialiser. */
async function pageSteps(db: Db, orgId: string) {
  const scope = { orgId, sources: ['email' as const] };
  const query = listQuerySchema.parse({ status: 'all', page: '1', page_size: String(PAGE_SIZE) });
  const page = { limit: PAGE_SIZE, offset: 0 };
  const rows = await listItemRows(db, scope, query, page);
  const body = { success: true as const, data: rows.map(presentEmail) };
  const serialise = responseSerializer(emailListResponseSchema);
  const bytes = Buffer.byteLength(serialise(body));
  return {
    statement: listItemsQuery(db, scope, query, page).toSQL(),
    bytes,
    rowsThroughDrizzle: () => listItemRows(db, scope, query, page).then(() => undefined),
    totalFromCounters: () => countItemRows(db, scope, query).then(() => undefined),
    present: () => {
      rows.map(presentEmail);
      return Promise.resolve();
    },
    serialise: () => {
      serialise(body);
      return Promise.resolve();
    },
  };
}

async function measure(t: TestApp) {
  const { db } = t.database;
  const org = await buildOrg(db, 'Bench Pharma');
  const user = await buildUser(db);
  await addMember(db, org.id, user.id);
  const token = await t.issuer.mintToken({ sub: user.id }, { expiresIn: 3600 });
  const rows = seedEmails(org.id, 2000);
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(items).values(rows.slice(start, start + 500));
  await db.execute(sql`analyze items`);

  const bare = bareRunner(t.database);
  const memberships = callerIdentityQuery(db, user.id).toSQL();
  const steps = await pageSteps(db, org.id);
  const fixed = {
    health: await time(inject(t, '/api/health'), ITERATIONS),
    ready: await time(inject(t, '/api/ready'), ITERATIONS),
    authenticatedOrgs: await time(inject(t, '/api/orgs', token), ITERATIONS),
    bareSelect1: await time(() => bare.run('select 1', []), ITERATIONS),
    bareMembershipSql: await time(() => bare.run(memberships.sql, memberships.params), ITERATIONS),
  };
  const page = {
    url: PAGE_URL,
    answerBytes: steps.bytes,
    api: await time(inject(t, PAGE_URL, token), ITERATIONS),
    bareSql: await time(() => bare.run(steps.statement.sql, steps.statement.params), ITERATIONS),
    rowsThroughDrizzle: await time(steps.rowsThroughDrizzle, ITERATIONS),
    totalFromCounters: await time(steps.totalFromCounters, ITERATIONS),
    present: await time(steps.present, ITERATIONS),
    serialise: await time(steps.serialise, ITERATIONS),
  };
  await bare.close();
  return { fixed, page };
}

/** The `before` figures of the result file as it stands, carried into the new one. */
function previousBefore(): { before?: unknown } {
  const path = join(RESULTS_DIR, `${RESULT}.json`);
  if (!existsSync(path)) return {};
  const previous = JSON.parse(readFileSync(path, 'utf8')) as { before?: unknown };
  return previous.before === undefined ? {} : { before: previous.before };
}

export async function benchRequestOverhead(): Promise<string> {
  const figures = await measureOnEachDatabase(measure);
  return writeResult(RESULT, {
    description:
      'The fixed cost of an /api call and the cost of a 50-row page beside their SQL, through app.inject. ' +
      'fixed: /api/health (no token, no SQL: Fastify, hooks, serialiser), /api/ready (no token, one ping), ' +
      "/api/orgs (a 'member' route whose handler reads nothing: token check, membership lookup, access rule), " +
      'and the bare statements on the driver. page: the e-mails list page 1 of 50 (2,000 analysed e-mails with ' +
      'a few KB of HTML each) through the API, its rows statement alone, and the steps in process (rows through ' +
      `Drizzle, the page's total from the counters, presenters, the route's serialiser). p50/p95 of ${ITERATIONS} ` +
      'runs after 10 warm-up runs. `before`: the figures before decision 0014 "request overhead", kept from run to run.',
    ...previousBefore(),
    ...figures,
  });
}
