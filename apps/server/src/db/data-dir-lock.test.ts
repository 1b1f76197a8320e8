import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockSocketPath } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'vigila-lock-'));
const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another process holding the lock of `dir` (through the same code), once it says so. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${String(code)}`)));
  });
  return child;
}

async function kill(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

describe('lockDataDir', () => {
  it('holds a socket in the directory and removes it on release', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    expect(existsSync(join(dir, 'vigila.lock.sock'))).toBe(true);
    lock.release();
    expect(existsSync(join(dir, 'vigila.lock.sock'))).toBe(false);
  });

  it('refuses a directory held by another live process, naming its pid', async () => {
    const dir = freshDir();
    const other = await holderProcess(dir);
    try {
      const refused = lockDataDir(dir);
      await expect(refused).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(
        `in use by another running Vigila process (pid ${other.pid})`,
      );
    } finally {
      await kill(other, 'SIGTERM');
    }
  }, 30_000);

  it('refuses a second lock from the same process', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over at once from a holder killed with SIGKILL (its socket file is still there)', async () => {
    const dir = freshDir();
    const other = await holderProcess(dir);
    await kill(other, 'SIGKILL');
    expect(existsSync(join(dir, 'vigila.lock.sock'))).toBe(true);
    const lock = await lockDataDir(dir);
    lock.release();
  }, 30_000);

  it('ignores the pid file of earlier versions, even when its pid is a live process (pid 1 in a container)', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'vigila.lock'), '1');
    const lock = await lockDataDir(dir);
    expect(existsSync(join(dir, 'vigila.lock'))).toBe(false);
    lock.release();
  });

  it('puts the socket of a directory with a long path in the temp folder, under a name of its own', () => {
    const dir = join(freshDir(), 'd'.repeat(120));
    mkdirSync(dir);
    const path = lockSocketPath(dir);
    expect(path.startsWith(tmpdir())).toBe(true);
    expect(path).toBe(lockSocketPath(dir));
    expect(lockSocketPath(freshDir())).not.toBe(path);
  });
});
