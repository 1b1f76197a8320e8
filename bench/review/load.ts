import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { embeddings, items } from '../../apps/server/src/db/schema/index.ts';
import { createPostgresDatabase, testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import { startTestIssuer } from '../../apps/server/src/test/oidc-issuer.ts';
import { percentile, writeResult } from '../lib/results.ts';
import { freshDataDir, startServer } from '../lib/server-process.ts';
import { benchmarkTexts } from './corpus.ts';
import { seedRows } from './list-latency.ts';

const PORT = 3931;
const SECONDS = 60;
/** Seconds of load before the measured minute, summarised apart (see runLoad). */
const WARM_UP_SECONDS = 5;
const RATE_PER_SECOND = 200;
/** Of every four requests, three read the e-mail list and one the triage count. */
const LIST_SHARE = 3;
const EMAILS = 2000;
const EMAIL_BYTES = 20 * 1024;
const HEALTH_EVERY_MS = 100;
const PROBE_SCRIPT = fileURLToPath(new URL('./health-probe-process.ts', import.meta.url));

/** A realistic e-mail body of about 20 KB: report texts one after another, as a long thread reads. */
function longBody(texts: string[], index: number): string {
  let body = '';
  for (let i = index; body.length < EMAIL_BYTES; i += 7) body += `${texts[i % texts.length] ?? ''}\n\n`;
  return body.slice(0, EMAIL_BYTES);
}

async function seed(databaseUrl: string, mintFor: (sub: string, orgId: string) => Promise<string>) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const { db } = database;
    const org = await buildOrg(db, 'Load Pharma');
    const user = await buildUser(db);
    await addMember(db, org.id, user.id);
    const texts = benchmarkTexts();
    for (let start = 0; start < EMAILS; start += 250) {
      const rows = seedRows(org.id, 250, texts, start).map((row, index) => ({
        ...row,
        text: longBody(texts, start + index),
      }));
      await db.insert(items).values(rows);
    }
    await db.execute(sql`vacuum analyze items`);
    return await mintFor(user.id, org.id);
  } finally {
    await database.close();
  }
}

/**
 * Waits until the server's re-index job has embedded the seeded e-mails (seeding writes rows directly, without the
 * analysis that embeds each item): the load then meets the steady state, not a start-up backlog of 2,000 vectors.
 */
async function embeddingsWritten(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const [row] = await database.db.select({ n: count() }).from(embeddings);
      if ((row?.n ?? 0) >= EMAILS) return;
      if (Date.now() > deadline)
        throw new Error('the re-index job did not embed the seeded e-mails in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await database.close();
  }
}

interface Sample {
  route: string;
  ms: number;
  status?: number;
  error?: string;
  bytes: number;
}

/** One GET on a kept-alive connection of `agent`, timed, with its bytes counted. */
function get(agent: Agent, url: URL, path: string, token: string): Promise<Omit<Sample, 'route'>> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        agent,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, bytes }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ms: performance.now() - started, error: error.code ?? error.message, bytes: 0 }),
    );
    req.end();
  });
}

/** The health probe's answers, from a process of its own (health-probe-process.ts) running beside the load. */
function probeHealth(origin: string): Promise<Sample[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', PROBE_SCRIPT, origin, String(HEALTH_EVERY_MS), String(SECONDS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the health probe exited with ${String(code)}`));
      const ms = JSON.parse(output) as number[];
      resolve(
        ms.map((value) => ({
          route: 'health',
          ms: Math.max(value, 0),
          bytes: 0,
          ...(value < 0 ? { error: 'failed' } : { status: 200 }),
        })),
      );
    });
  });
}

/** Open-loop load for `seconds`: each request leaves at its own time, whether or not earlier ones have been answered. */
async function sendAtRate(agent: Agent, url: URL, token: string, seconds: number): Promise<Sample[]> {
  const samples: Promise<Sample>[] = [];
  const started = performance.now();
  const total = seconds * RATE_PER_SECOND;
  const gapMs = 1000 / RATE_PER_SECOND;
  for (let index = 0; index < total; index += 1) {
    const due = started + index * gapMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const list = index % 4 < LIST_SHARE;
    const route = list ? 'list' : 'triage count';
    const path = list ? '/api/emails?status=all&page=1&page_size=50' : '/api/triage/count';
    samples.push(get(agent, url, path, token).then((sample) => ({ route, ...sample })));
  }
  return Promise.all(samples);
}

/**
 * A warm-up at the full rate (the server's first requests fetch the issuer's keys, open the database connections and
 * run unoptimised code: up to 300 ms each in the first 0.2 s), reported apart; then the measured steady state with
 * the health probe alongside.
 */
async function runLoad(origin: string, token: string) {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const warmUp = await sendAtRate(agent, url, token, WARM_UP_SECONDS);
  const health = probeHealth(origin);
  const started = performance.now();
  const done = await sendAtRate(agent, url, token, SECONDS);
  const seconds = (performance.now() - started) / 1000;
  const probes = await health;
  agent.destroy();
  return { warmUp, done, probes, seconds };
}

function summarise(samples: Sample[]) {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  const failed = samples.filter((sample) => sample.error !== undefined || (sample.status ?? 0) >= 400);
  return {
    requests: samples.length,
    errors: failed.length,
    p50Ms: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(ms.at(-1) ?? Number.NaN),
    meanBytes: Math.round(samples.reduce((sum, sample) => sum + sample.bytes, 0) / samples.length),
  };
}

/** The server under test: the bundle on a fresh PostgreSQL database of 20 KB e-mails, and a member's token. */
export async function benchLoadSetup() {
  if (!(await testDatabaseKinds()).includes('postgres')) throw new Error('PostgreSQL is not reachable');
  const issuer = await startTestIssuer();
  const target = await createPostgresDatabase();
  const token = await seed(target.url, (sub, orgId) => issuer.mintToken({ sub, org_id: orgId }));
  const server = await startServer({
    port: PORT,
    dataDir: freshDataDir(),
    env: {
      DATABASE_URL: target.url,
      OIDC_ISSUER: issuer.url,
      OIDC_AUDIENCE: issuer.audience,
      SEED_DEMO: 'false',
    },
  });
  await embeddingsWritten(target.url);
  const stop = async () => {
    await server.stop();
    await target.drop();
    await issuer.close();
  };
  return { server, token, stop };
}

/**
 * Issue 24's load bench: the real server (its bundle, as `npm start` runs it) on PostgreSQL, 60 s of open-loop (after 5 s of warm-up)
 * load at 200 requests/s — three in four the e-mail list (50 rows of 20 KB e-mails), one the triage count — with a
 * health probe every 100 ms alongside, on a new connection each. The load comes from this process over real HTTP.
 */
export async function benchLoad(): Promise<string> {
  const { server, token, stop } = await benchLoadSetup();
  try {
    const { warmUp, done, probes, seconds } = await runLoad(server.url, token);
    const byRoute = (route: string) => summarise(done.filter((sample) => sample.route === route));
    const health = summarise(probes);
    return writeResult('review-load', {
      description:
        `The real server on PostgreSQL under ${RATE_PER_SECOND} requests/s for ${SECONDS} s after a ` +
        `${WARM_UP_SECONDS}-s warm-up at the same rate, reported apart (open loop, kept-alive ` +
        `connections): the e-mail list (page 1 of 50 rows, ${EMAILS} e-mails of ${EMAIL_BYTES / 1024} KB) and the ` +
        `triage count, 3:1, and /api/health every ${HEALTH_EVERY_MS} ms on a new connection.`,
      goal: '0 errors, list p99 < 250 ms, health worst < 100 ms (2-core machine)',
      achievedPerSecond: Math.round(done.length / seconds),
      list: byRoute('list'),
      triageCount: byRoute('triage count'),
      health: { probes: health.requests, errors: health.errors, p99Ms: health.p99Ms, worstMs: health.maxMs },
      warmUp: { seconds: WARM_UP_SECONDS, ...summarise(warmUp) },
    });
  } finally {
    await stop();
  }
}
