import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files (audio, .eml) live. Keys are opaque; callers store them on the item. */
export interface BlobStore {
  put(input: { orgId: string; kind: string; bytes: Buffer; contentType: string }): Promise<StoredBlob>;
  /** The whole file, or the inclusive byte range (HTTP Range requests: audio seeking). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

export interface StoredBlob {
  key: string;
  size: number;
  sha256: string;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\/[0-9a-f-]{36}$/;

/**
 * Files on local disk under DATA_DIR/blobs (DESIGN.md: the embedded default). Writes go to a temporary name and
 * are renamed into place, so a crash never leaves half a file under a real key.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const base = resolve(root);
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
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return { key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    read(key, range) {
      return Promise.resolve(
        createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {}),
      );
    },
    async size(key) {
      return (await stat(pathOf(key))).size;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function blobRootOf(dataDir: string): string {
  return join(dataDir, 'blobs');
}
