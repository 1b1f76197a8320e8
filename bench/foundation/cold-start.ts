import { execFileSync } from 'node:child_process';
import { freshDataDir, startServer } from '../lib/server-process.ts';
import { percentile, REPO_ROOT, writeResult } from '../lib/results.ts';

/** What `npm start` spends before the server when the web app is already built from the same sources. */
function buildCheckMs(): number {
  const run = () =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-web-if-changed.ts'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
  run(); // builds if anything changed, so the timed run finds the build current
  const started = performance.now();
  run();
  return Math.round(performance.now() - started);
}

/**
 * Cold start: time from spawning the server process until /api/ready answers, on an empty data directory
 * (migrations + demo seed + key generation) and on one that already exists (a restart).
 */
export async function benchColdStart(runs = 3): Promise<string> {
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
      maxMs: Math.round(sorted.at(-1) ?? 0),
    };
  };
  return writeResult('cold-start', {
    description:
      'Spawn of the server process (PGlite, embedded identity provider) until GET /api/ready is 200',
    emptyDataDir: summary(firstStart),
    existingDataDir: summary(restart),
    npmStartBuildCheckMs: buildCheckMs(),
    note:
      '`npm start` = the build check (a build only when the web app or the domain changed; about 5 s when it ' +
      'does) + the server start measured above.',
  });
}
