import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './results.ts';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /api/ready answered 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'vigila-bench-'));
}

let builtThisRun = false;

/** What `npm start` runs first: the web app and the server bundle, each built only when its sources changed. */
export function buildIfChanged(): void {
  execFileSync(process.execPath, ['scripts/build-check.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
  builtThisRun = true;
}

/** Starts the real server as `npm start` does (from its bundle, built first if needed) and waits for /api/ready. */
export async function startServer(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  if (!builtThisRun) buildIfChanged();
  const started = performance.now();
  // BENCH_NODE_FLAGS (e.g. "--trace-gc") reaches the server's node only: flags NODE_OPTIONS refuses, for diagnosis.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, 'apps/server/dist/main.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // localhost, not 127.0.0.1: PUBLIC_URL defaults to localhost and the sign-in redirect URIs derive from it.
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become ready in 120 s');
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyAfterMs = performance.now() - started;
  return {
    url,
    process: child,
    readyAfterMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  } satisfies RunningServer;
}
