import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'vigila-lock-'));

describe('lockDataDir', () => {
  it('writes its pid and removes the file on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'vigila.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'vigila.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'vigila.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another running Vigila process/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
  });

  it('refuses a second lock from the same process', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'vigila.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'vigila.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
