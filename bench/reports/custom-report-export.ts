import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { items } from '../../apps/server/src/db/schema/index.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import type { TestApp } from '../../apps/server/src/test/test-app.ts';
import { measureOnEachDatabase } from '../lib/each-database.ts';
import { writeResult } from '../lib/results.ts';
import { benchmarkTexts } from '../review/corpus.ts';
import { seedRows } from '../review/list-latency.ts';

const ROWS = 100_000;
const SAMPLE_MS = 10;
const LIVE_SAMPLE_MS = 200;
const MiB = 2 ** 20;

setFlagsFromString('--expose-gc');
/** The collector, reachable without starting node with --expose-gc (run-all starts it with tsx only). */
const gc = runInNewContext('gc') as () => void;

const mib = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;

/** The org's rows: ROWS e-mails of the review benchmark's corpus (texts of real length), and a second org. */
async function seed(t: TestApp) {
  const { db } = t.database;
  const org = await buildOrg(db, 'Export Pharma');
  const user = await buildUser(db);
  await addMember(db, org.id, user.id);
  const texts = benchmarkTexts();
  const rows = seedRows(org.id, ROWS, texts);
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(items).values(rows.slice(start, start + 1000));
  const other = await buildOrg(db, 'Other Pharma');
  const others = seedRows(other.id, 10_000, texts, ROWS);
  for (let start = 0; start < others.length; start += 1000)
    await db.insert(items).values(others.slice(start, start + 1000));
  if (t.database.driver.kind === 'postgres') await db.execute(sql`vacuum analyze`);
  return { token: await t.issuer.mintToken({ sub: user.id, org_id: org.id }) };
}

/** Counts CSV records (RFC 4180: CRLF outside quotes) across chunks: texts hold line breaks of their own. */
function recordCounter() {
  let inQuotes = false;
  let afterCr = false;
  let records = 0;
  return {
    add(data: Uint8Array) {
      for (const byte of data) {
        if (byte === 34) inQuotes = !inQuotes;
        else if (!inQuotes && afterCr && byte === 10) records += 1;
        afterCr = byte === 13;
      }
    },
    get records() {
      return records;
    },
  };
}

/**
 * One download through the listening server, the body read chunk by chunk and dropped (as a browser writes it to
 * disk), while this process's memory — the server's — is sampled every SAMPLE_MS: its peak over the baseline
 * taken after a full collection. With `collectEveryMs` a full collection runs at that interval before each sample,
 * so the peak is of live memory (what the export holds), not of garbage the collector has not reached yet.
 */
async function download(baseUrl: string, path: string, token: string, collectEveryMs?: number) {
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    if (collectEveryMs) gc();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, collectEveryMs ?? SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  const counter = recordCounter();
  try {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      counter.add(value);
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: counter.records - 1,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round((counter.records - 1) / seconds),
    megabytes: mib(bytes),
    baseline: { rssMiB: mib(before.rss), heapUsedMiB: mib(before.heapUsed) },
    peak: { rssMiB: mib(peakRss), heapUsedMiB: mib(peakHeap) },
    growth: { rssMiB: mib(peakRss - before.rss), heapUsedMiB: mib(peakHeap - before.heapUsed) },
  };
}

/** The export timed with memory sampled, then again with a collection before each sample (live heap). */
async function measureExport(baseUrl: string, path: string, token: string) {
  const timed = await download(baseUrl, path, token);
  const live = await download(baseUrl, path, token, LIVE_SAMPLE_MS);
  return {
    ...timed,
    liveHeap: { peakMiB: live.peak.heapUsedMiB, growthMiB: live.growth.heapUsedMiB, rows: live.rows },
  };
}

const CUSTOM_REPORT = {
  subject: 'items',
  filters: { sources: ['email'] },
  columns: ['id', 'source', 'title', 'author', 'published_at', 'status', 'adr', 'pqc', 'mi', 'text'],
};

/**
 * CSV export of 100,000 rows (issue 14): the custom report's export and the e-mails list's export, each through
 * the real HTTP route of a listening server, with the server's peak memory during the download. Text fields carry
 * the review corpus (~real message lengths), so the file is tens of megabytes: a server that held it whole would
 * grow by at least that much.
 */
export async function benchCsvExport(): Promise<string> {
  const databases = await measureOnEachDatabase(async (t) => {
    const seeding = performance.now();
    const { token } = await seed(t);
    const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const definition = encodeURIComponent(JSON.stringify(CUSTOM_REPORT));
    // A first small download warms the route (JIT, prepared plans) so the figures are the export's own.
    await download(baseUrl, '/api/items/export?source=email&q=zzzz-nothing', token);
    const customReport = await measureExport(
      baseUrl,
      `/api/custom-reports/export?definition=${definition}`,
      token,
    );
    const emailList = await measureExport(baseUrl, '/api/items/export?source=email&status=all', token);
    return { seededSeconds, customReport, emailList };
  });
  return writeResult('csv-export', {
    description:
      `CSV export of ${ROWS.toLocaleString('en')} e-mails (review corpus texts; a second organisation of 10,000 ` +
      'rows in the same table) through the listening server over HTTP: GET /api/custom-reports/export (items, ' +
      'ten columns including the text) and GET /api/items/export?source=email&status=all (the list export, all ' +
      `17 columns). The server runs in the bench process; its memory is sampled every ${SAMPLE_MS} ms during the ` +
      'download (peak over the baseline taken after a full GC; RSS includes PGlite’s WebAssembly heap on PGlite); ' +
      `liveHeap repeats the download with a full GC before each sample (every ${LIVE_SAMPLE_MS} ms): what the export holds. ` +
      'The client drops each chunk as it arrives.',
    goal: 'every row exported; server heap growth far below the file size (streamed, decision 0019)',
    databases,
  });
}
