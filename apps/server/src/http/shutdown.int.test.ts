import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SHUTDOWN_DRAIN_MS } from './shutdown.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** tsx's loader by its path: the npm script runs in a folder outside the repository, where `tsx` resolves to nothing. */
const TSX_LOADER = fileURLToPath(import.meta.resolve('tsx'));
const BODY = 'email=a%40b.test&password=secret';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; at: number }>;
}

/**
 * A folder whose package.json starts the server the way the product's does: npm, its `sh -c`, then node (the
 * product's `npm start` runs the built bundle; tsx here spares the test a build).
 */
function npmStartFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'vigila-npm-start-'));
  const script = `node --import ${JSON.stringify(TSX_LOADER)} ${JSON.stringify(MAIN)}`;
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'npm-start', scripts: { start: script } }),
  );
  return folder;
}

/** The real server (main.ts) on PGlite in a fresh data directory: by itself, or under `npm start`. */
async function startServer(through: 'node' | 'npm start' = 'node'): Promise<RunningServer> {
  const port = await freePort();
  const [command, args] =
    through === 'node'
      ? [process.execPath, ['--import', 'tsx', MAIN]]
      : ['npm', ['start', '--silent', '--prefix', npmStartFolder()]];
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vigila-shutdown-')),
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'vigila-no-web-')),
      SEED_DEMO: 'false',
      TRANSCRIBER: 'none',
      LOG_LEVEL: 'info',
    },
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`the server ended (${code}) before it ran: ${output}`)));
  });
  return { child, port, exited };
}

/** A sign-in form post whose body arrives only partly: a request in flight, as a slow client keeps one. */
function startSlowRequest(port: number): Promise<{ socket: Socket; response: Promise<string> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /oidc/interaction/slow-client/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${BODY.length}\r\n\r\n` +
          BODY.slice(0, 10),
      );
      const response = new Promise<string>((done) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => done(text));
        socket.on('error', () => undefined);
      });
      resolve({ socket, response });
    });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

describe('shutdown of the real server on SIGTERM', () => {
  let running: RunningServer | undefined;
  afterEach(() => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
  });

  it('lets a request in flight finish, cuts one that never does, and exits 1 within 10 s', async () => {
    running = await startServer();
    const finishing = await startSlowRequest(running.port);
    const hanging = await startSlowRequest(running.port);
    await wait(200);
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    await wait(500);
    finishing.socket.end(BODY.slice(10));
    // No interaction by that id: the sign-in page answers that the request expired.
    expect(await finishing.response).toMatch(/^HTTP\/1\.1 400 /);
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_DRAIN_MS);
    const { code, at } = await running.exited;
    expect(await hanging.response).toBe(''); // cut without an answer after the drain time
    expect(code).toBe(1);
    expect(at - signalledAt).toBeGreaterThanOrEqual(SHUTDOWN_DRAIN_MS - 100);
    expect(at - signalledAt).toBeLessThan(10_000);
  }, 60_000);

  it('stops the server started by `npm start` when npm is sent SIGTERM (npm does not pass it on)', async () => {
    running = await startServer('npm start');
    expect(await listening(running.port)).toBe(true);
    running.child.kill('SIGTERM');
    await running.exited;
    // npm has gone at once; the server notices its parent left, drains and closes.
    const deadline = Date.now() + 10_000;
    while ((await listening(running.port)) && Date.now() < deadline) await wait(100);
    expect(await listening(running.port)).toBe(false);
  }, 60_000);
});
