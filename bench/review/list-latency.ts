import { randomUUID } from 'node:crypto';
import { listQuerySchema, type ParsedListQuery } from '@vigila/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';
import { items } from '../../apps/server/src/db/schema/index.ts';
import { testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import { startTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
import { percentile, writeResult } from '../lib/results.ts';
import { benchmarkTexts } from './corpus.ts';
import { pageStatements, tilesStatement, triageBadgeStatement } from './list-statements.ts';

const ITERATIONS = 100;
const WARMUP = 10;

/** A deterministic spread: 60% pending, 25% needs review, 15% non-relevant; ADR 8%, PQC 4%, MI 6%; two years. */
export function seedRows(orgId: string, count: number, texts: string[], offset = 0) {
  const start = Date.UTC(2023, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const i = index + offset;
    const r = (i * 2654435761) % 100; // a cheap scatter of i over 0..99
    return {
      id: randomUUID(),
      orgId,
      source: 'email',
      externalId: `seed-${i}`,
      author: `sender${i % 997}@example.test`,
      title: `Message ${i}`,
      text: texts[i % texts.length] ?? '',
      publishedAt: new Date(start + ((i * 7919) % 730) * 86_400_000 + (i % 86_400) * 1000),
      statusId: r < 60 ? 1 : r < 85 ? 2 : 3,
      adr: (i * 31) % 100 < 8,
      pqc: (i * 17) % 100 < 4,
      mi: (i * 13) % 100 < 6,
      aiStatus: 'processed',
      data: { recipient: 'pv@bench.test' },
    };
  });
}

/** Runs SQL text with its parameters on the driver itself: no HTTP, auth, validation or presenters. */
export function bareRunner(database: Database): {
  run: (text: string, params: unknown[]) => Promise<void>;
  close: () => Promise<void>;
} {
  const driver = database.driver;
  if (driver.kind === 'pglite') {
    return {
      run: async (text, params) => {
        await driver.client.query(text, params);
      },
      close: () => Promise.resolve(),
    };
  }
  const pool = new pg.Pool({ connectionString: driver.url, max: 4 });
  return {
    run: async (text, params) => {
      await pool.query(text, params);
    },
    close: () => pool.end(),
  };
}

export async function time(run: () => Promise<void>, iterations = ITERATIONS) {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)) };
}

/** One API case: the call through app.inject, and its statements alone on the driver (p50/p95 of each). */
export interface ListCase {
  name: string;
  url: string;
  statements: { sql: string; params: unknown[] }[];
}

export async function timeCase(
  t: TestApp,
  token: string,
  bare: ReturnType<typeof bareRunner>,
  c: ListCase,
  iterations = ITERATIONS,
) {
  const api = await time(async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: c.url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) throw new Error(`${c.url}: ${response.statusCode} ${response.body}`);
  }, iterations);
  const bareSql = await time(async () => {
    await Promise.all(c.statements.map((s) => bare.run(s.sql, s.params)));
  }, iterations);
  return { case: c.name, url: c.url, api, bareSql };
}

async function measure(t: TestApp, total: number) {
  const { db } = t.database;
  const org = await buildOrg(db, 'Bench Pharma');
  const user = await buildUser(db);
  await addMember(db, org.id, user.id);
  const token = await t.issuer.mintToken({ sub: user.id });
  const rows = seedRows(org.id, total, benchmarkTexts());
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(items).values(rows.slice(start, start + 1000));
  await t.database.db.execute(sql`analyze items`);

  const bare = bareRunner(t.database);
  const scope = { orgId: org.id, sources: ['email' as const] };
  const parse = (query: Record<string, string>): ParsedListQuery => listQuerySchema.parse(query);
  // Each case: the API call, and the statements the API runs for it.
  const page = (query: ParsedListQuery) =>
    pageStatements(db, scope, query, {
      limit: query.page_size,
      offset: ((query.page ?? 1) - 1) * query.page_size,
    });
  const cases: ListCase[] = [
    {
      name: 'list pending, page 1 of 50',
      url: '/api/emails?status=pending&page=1&page_size=50',
      statements: page(parse({ status: 'pending', page: '1', page_size: '50' })),
    },
    {
      name: 'list AI triage, page 1',
      url: '/api/emails?ai_triage=true&page=1&page_size=50',
      statements: page(parse({ ai_triage: 'true', page: '1', page_size: '50' })),
    },
    {
      name: 'list flags adr,pqc, page 1',
      url: '/api/emails?flags=adr,pqc&page=1&page_size=50',
      statements: page(parse({ flags: 'adr,pqc', page: '1', page_size: '50' })),
    },
    {
      name: 'list text search "rash", page 1',
      url: '/api/emails?q=rash&page=1&page_size=50',
      statements: page(parse({ q: 'rash', page: '1', page_size: '50' })),
    },
    {
      name: 'list all, page 1000 (offset 49,950)',
      url: '/api/emails?status=all&page=1000&page_size=50',
      statements: page(parse({ status: 'all', page: '1000', page_size: '50' })),
    },
    {
      name: 'counts (five tiles)',
      url: '/api/emails/counts',
      statements: [tilesStatement(db, scope, parse({}))],
    },
    {
      name: 'counts with date before 2024-01-01',
      url: '/api/emails/counts?date_mode=before&date=2024-01-01',
      statements: [tilesStatement(db, scope, parse({ date_mode: 'before', date: '2024-01-01' }))],
    },
    {
      name: 'triage badge count',
      url: '/api/triage/count',
      statements: [triageBadgeStatement(db, org.id)],
    },
  ];
  const results = [];
  for (const c of cases) results.push(await timeCase(t, token, bare, c));
  await bare.close();
  return results;
}

export async function benchListLatency(total = 100_000): Promise<string> {
  const figures: Record<string, unknown> = {};
  for (const kind of await testDatabaseKinds()) {
    const t = await startTestApp(kind, { workers: false });
    try {
      figures[kind] = await measure(t, total);
    } finally {
      await t.close();
    }
  }
  return writeResult('review-list-latency', {
    description:
      `List and counts latency with ${total} e-mails in one organisation: the API call through app.inject ` +
      '(token check, membership lookup, validation, SQL, presenters, serialisation) against the bare SQL of the ' +
      `same statements run on the driver. ${ITERATIONS} runs after ${WARMUP} warm-up runs; in-memory PGlite, ` +
      'and PostgreSQL when reachable.',
    items: total,
    ...figures,
  });
}
