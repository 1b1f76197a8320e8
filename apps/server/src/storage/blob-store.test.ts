import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { createDiskBlobStore, openDiskBlobStore } from './blob-store.ts';
import { MIN_FREE_BYTES, STALE_PARTIAL_MS } from './disk-space.ts';

describe('disk blob store', () => {
  it('stores, reads, measures and removes a file', async () => {
    const store = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'vigila-blobs-')));
    const blob = await store.put({
      orgId: 'Org_1',
      kind: 'email',
      bytes: Buffer.from('hello'),
      contentType: 'x',
    });
    expect(blob.key).toMatch(/^org-1\/email\//);
    expect(blob.size).toBe(5);
    expect(await text(await store.read(blob.key))).toBe('hello');
    expect(await store.size(blob.key)).toBe(5);
    await store.remove(blob.key);
    await expect(store.size(blob.key)).rejects.toThrow();
  });

  it('rejects keys that could escape the store', async () => {
    const store = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'vigila-blobs-')));
    await expect(store.size('../../etc/passwd')).rejects.toThrow(/Invalid blob key/);
  });
});

/** A file system whose writes fail like a full disk (after writing part of the file) until `full` is false. */
function fillableDisk(freeBytes = 10 * MIN_FREE_BYTES) {
  const disk = {
    full: true,
    freeBytes,
    async writeFile(path: string, bytes: Buffer) {
      if (!disk.full) return writeFile(path, bytes);
      await writeFile(path, bytes.subarray(0, bytes.length >> 1));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
    statfs: () => Promise.resolve({ bavail: disk.freeBytes / 4096, bsize: 4096 }),
  };
  return disk;
}

const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('a full disk', () => {
  const input = { orgId: 'org-1', kind: 'email', bytes: Buffer.alloc(4096, 1), contentType: 'x' };

  it('answers 507 storage_full, removes the partial file, and is not ready until a write succeeds again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vigila-blobs-'));
    const disk = fillableDisk();
    const store = createDiskBlobStore(root, disk);
    expect(await store.readiness()).toMatchObject({ ready: true });

    const error = await store.put(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ apiCode: 'storage_full', httpStatus: 507 });
    expect((error as AppError).message).toBe(
      "The server's storage is full: the file was not saved. Ask your administrator to free space.",
    );
    expect(filesUnder(root)).toEqual([]);
    const readiness = await store.readiness();
    expect(readiness.ready).toBe(false);
    expect(!readiness.ready && readiness.reason).toMatch(/^The storage has been full since 20/);
    expect(filesUnder(root)).toEqual([]); // the readiness probe leaves nothing either

    disk.full = false; // space was freed: the probe write succeeds
    expect(await store.readiness()).toMatchObject({ ready: true });
    const blob = await store.put(input);
    expect(await store.size(blob.key)).toBe(4096);
  });

  it('is not ready while free space is under the threshold', async () => {
    const disk = { ...fillableDisk(MIN_FREE_BYTES - 4096), full: false };
    const store = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'vigila-blobs-')), disk);
    expect(await store.readiness()).toEqual({
      ready: false,
      reason: 'Only 255 MB of storage free (256 MB needed)',
    });
  });

  it('keeps other write errors as they are', async () => {
    const disk = {
      writeFile: () => Promise.reject(Object.assign(new Error('EACCES'), { code: 'EACCES' })),
      statfs: () => Promise.resolve({ bavail: 1e9, bsize: 4096 }),
    };
    const store = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'vigila-blobs-')), disk);
    await expect(store.put(input)).rejects.toMatchObject({ code: 'EACCES' });
    expect(await store.readiness()).toMatchObject({ ready: true });
  });
});

describe('opening the store', () => {
  it('removes the partial files a crash left, and keeps the blobs and the writes still in progress', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vigila-blobs-'));
    const folder = join(root, 'org-1', 'email');
    mkdirSync(folder, { recursive: true });
    const stale = Date.now() / 1000 - STALE_PARTIAL_MS / 1000 - 60;
    for (let i = 0; i < 30; i += 1) {
      const path = join(folder, `${randomUUID()}.partial`);
      writeFileSync(path, 'half a file');
      utimesSync(path, stale, stale);
    }
    const inProgress = join(folder, `${randomUUID()}.partial`);
    writeFileSync(inProgress, 'being written');
    const kept = join(folder, randomUUID());
    writeFileSync(kept, 'a whole file');

    await openDiskBlobStore(root);
    expect(
      filesUnder(root)
        .map((e) => join(e.parentPath, e.name))
        .sort(),
    ).toEqual([inProgress, kept].sort());
  });
});
