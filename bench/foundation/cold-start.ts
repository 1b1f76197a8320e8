import { loadavg } from 'node:os';
import { buildIfChanged, freshDataDir, startServer } from '../lib/server-process.ts';
import { percentile, writeResult } from '../lib/results.ts';

/** What `npm start` spends before the server when the web app and the server bundle are already current. */
function buildCheckMs(): number {
  buildIfChanged(); // builds what changed, so the timed run finds every build current
  const started = performance.now();
  buildIfChanged();
  return Math.round(performance.now() - started);
}

/**
 * Cold start: time from spawning the server process until /api/ready answers, on an empty data directory
 * (migrations + demo seed + key generation) and on one that already exists (a restart).
 */
export async function benchColdStart(runs = 5): Promise<string> {
  const buildCheck = buildCheckMs();
  const firstStart: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dataDir = freshDataDir();
    const first = await startServer({ port: 3900 + run, dataDir });
    firstStart.push(first.readyAfterMs);
    await first.stop();
    const again = await startServer({ port: 3900 + run, dataDir });
    restart.push(again.readyAfterMs);
    await again.stop();
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      runs: sorted.length,
      p50Ms: Math.round(percentile(sorted, 50)),
      minMs: Math.round(sorted[0] ?? 0),
      maxMs: Math.round(sorted.at(-1) ?? 0),
    };
  };
  return writeResult('cold-start', {
    description:
      'Spawn of the server process as `npm start` runs it (node apps/server/dist/main.mjs: PGlite, embedded ' +
      'identity provider) until GET /api/ready is 200. Before issue 12: 7 s on an existing data directory, 14 s on ' +
      'an empty one; before the bundle and lazy jsdom/mailparser/openai (same issue): 3.1 s and 5.8 s; before ' +
      'item 6 (32 MB shared buffers, migrations checked first, the database opening while the server loads, the ' +
      'image copied as a folder, a plain-JavaScript build check): 2.9 s and 5.4 s p50, build check 650 ms; before ' +
      'the packages joined the bundle, the model loaded on first use and existing queues were left alone: 3.3 s ' +
      'against 2.7 s p50 in interleaved runs of both builds (decision 0014). Timings vary by ±20% from one minute ' +
      'to the next on this machine even when it is quiet: see minMs and loadAverage.',
    emptyDataDir: summary(firstStart),
    existingDataDir: summary(restart),
    npmStartBuildCheckMs: buildCheck,
    loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
    note:
      '`npm start` = the build check (a build only when the web app, the server or the domain changed; about ' +
      '7 s when they do) + the server start measured above.',
  });
}
