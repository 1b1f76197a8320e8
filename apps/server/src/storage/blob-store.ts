import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error.ts';
import { isStorageFull, removeStalePartials, storageReadiness, type StorageReadiness } from './disk-space.ts';

export type { StorageReadiness } from './disk-space.ts';

/** Where uploaded files (audio, .eml) live. Keys are opaque; callers store them on the item. */
export interface BlobStore {
  /** Throws AppError 'storage_full' (507) when the disk or the quota is full; nothing is left behind. */
  put(input: { orgId: string; kind: string; bytes: Buffer; contentType: string }): Promise<StoredBlob>;
  /** The whole file, or the inclusive byte range (HTTP Range requests: audio seeking). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** Whether uploads can be saved now (GET /api/ready): enough free space, and no write failed for want of it. */
  readiness(): Promise<StorageReadiness>;
}

export interface StoredBlob {
  key: string;
  size: number;
  sha256: string;
}

/** The file operations the store writes with; tests hand in failing ones (a full disk without filling one). */
export interface BlobFileSystem {
  writeFile(path: string, bytes: Buffer): Promise<void>;
  statfs(path: string): Promise<{ bavail: number; bsize: number }>;
}

const NODE_FILE_SYSTEM: BlobFileSystem = {
  writeFile: (path, bytes) => fsPromises.writeFile(path, bytes),
  statfs: (path) => fsPromises.statfs(path),
};

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\/[0-9a-f-]{36}$/;

/**
 * Files on local disk under DATA_DIR/blobs (DESIGN.md: the embedded default). Writes go to a temporary name and
 * are renamed into place, so a crash never leaves half a file under a real key; a write that fails removes its
 * temporary file, and openDiskBlobStore removes those a crash left.
 */
export function createDiskBlobStore(root: string, fileSystem: BlobFileSystem = NODE_FILE_SYSTEM): BlobStore {
  const base = resolve(root);
  // Set by a write that found the disk full, cleared by the next write (or readiness probe) that succeeds.
  const state = { fullSince: null as Date | null };
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid blob key: ${key}`);
    return path;
  };
  return {
    async put({ orgId, kind, bytes }) {
      const safeOrg = orgId.toLowerCase().replace(/[^a-z0-9-]/g, '-');
      const key = `${safeOrg}/${kind}/${randomUUID()}`;
      const path = pathOf(key);
      const temporary = `${path}.partial`;
      try {
        await fsPromises.mkdir(dirname(path), { recursive: true });
        await fileSystem.writeFile(temporary, bytes);
        await fsPromises.rename(temporary, path);
      } catch (error) {
        await fsPromises.rm(temporary, { force: true }).catch(() => undefined); // the write's error is the one to report
        if (!isStorageFull(error)) throw error;
        state.fullSince ??= new Date();
        throw AppError.of('storage_full', { cause: error });
      }
      state.fullSince = null;
      return { key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    read(key, range) {
      return Promise.resolve(
        createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {}),
      );
    },
    async size(key) {
      return (await fsPromises.stat(pathOf(key))).size;
    },
    async remove(key) {
      await fsPromises.rm(pathOf(key), { force: true });
    },
    readiness: () => storageReadiness(base, fileSystem, state),
  };
}

/** The disk store, after removing the temporary files a crash left behind (the server's start). */
export async function openDiskBlobStore(root: string, fileSystem?: BlobFileSystem): Promise<BlobStore> {
  await fsPromises.mkdir(root, { recursive: true });
  await removeStalePartials(resolve(root));
  return createDiskBlobStore(root, fileSystem);
}

export function blobRootOf(dataDir: string): string {
  return join(dataDir, 'blobs');
}
