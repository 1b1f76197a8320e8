import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SHUTDOWN_DRAIN_MS } from './shutdown.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
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

/** The real server (main.ts) on PGlite in a fresh data directory, as `npm start` runs it. */
async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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
});
