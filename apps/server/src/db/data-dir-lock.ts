import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite has no cross-process lock: two processes on one directory silently lose writes. The lock is a Unix socket
 * the holder listens on: the kernel stops the listening the moment the process dies, however it dies (crash,
 * kill -9), so a socket file nobody answers on is stale by the operating system's word. A pid file could not say
 * so: its pid is soon another live process's (pid 1 in a container), and start-up was refused for good (issue 24).
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The data directory ${dataDir} is in use by another running Vigila process` +
        `${pid === undefined ? '' : ` (pid ${pid})`}. ` +
        'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

const SOCKET_FILE = 'vigila.lock.sock';
/** The pid file earlier versions held; left behind by them, it means nothing now. */
const OLD_PID_FILE = 'vigila.lock';
/** sockaddr_un holds 108 bytes on Linux (104 on macOS): a longer path gets a hashed name in the temp folder. */
const MAX_SOCKET_PATH_BYTES = 100;
const PROBE_TIMEOUT_MS = 2000;
/** Held only while a dead holder's socket is replaced, so two processes starting at once cannot both take over. */
const TAKEOVER_DIR = 'vigila.lock.takeover';
/** A takeover takes milliseconds: a guard this old was left by a process that died in the middle of one. */
const TAKEOVER_STALE_MS = 10_000;

/** Where the lock's socket lives: in the data directory, or (a long path) under a name derived from it. */
export function lockSocketPath(dataDir: string): string {
  const inDir = join(dataDir, SOCKET_FILE);
  if (Buffer.byteLength(inDir) <= MAX_SOCKET_PATH_BYTES) return inDir;
  const digest = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  return join(tmpdir(), `vigila-${digest}.lock.sock`);
}

function listen(server: Server, path: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    server.listen(path, () => {
      server.off('error', onError);
      resolve(undefined);
    });
  });
}

/** Asks whoever listens on `path` for its pid: `alive` false when nobody answers (the holder is gone). */
function probe(path: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    let answer = '';
    socket.setTimeout(PROBE_TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => resolve({ alive: false }));
    socket.on('close', (hadError) => {
      if (hadError) return;
      const pid = Number.parseInt(answer.trim(), 10);
      resolve(Number.isFinite(pid) ? { alive: true, pid } : { alive: true });
    });
  });
}

/** Runs `replace` holding the takeover guard (a directory: mkdir is atomic); EADDRINUSE when another holds it. */
async function takeOver(
  guard: string,
  replace: () => Promise<NodeJS.ErrnoException | undefined>,
): Promise<NodeJS.ErrnoException | undefined> {
  try {
    if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS)
      rmSync(guard, { recursive: true, force: true });
  } catch {
    // no guard: nobody is taking over
  }
  try {
    mkdirSync(guard);
  } catch {
    return Object.assign(new Error('another process is taking the lock over'), { code: 'EADDRINUSE' });
  }
  try {
    return await replace();
  } finally {
    rmSync(guard, { recursive: true, force: true });
  }
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const path = lockSocketPath(dataDir);
  // Each knock is answered with this process's pid, so a refused second process can name the holder.
  const server = createServer((socket) => socket.end(`${process.pid}\n`));
  let failure = await listen(server, path);
  if (failure?.code === 'EADDRINUSE') {
    const holder = await probe(path);
    if (holder.alive) throw new DataDirLockedError(dataDir, holder.pid);
    failure = await takeOver(join(dataDir, TAKEOVER_DIR), () => {
      rmSync(path, { force: true }); // the socket of a process that has died
      return listen(server, path);
    });
  }
  if (failure?.code === 'EADDRINUSE') throw new DataDirLockedError(dataDir, (await probe(path)).pid);
  if (failure) throw failure;
  server.unref(); // the lock never keeps the process alive
  rmSync(join(dataDir, OLD_PID_FILE), { force: true });
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      server.close();
      rmSync(path, { force: true });
    },
  };
}
