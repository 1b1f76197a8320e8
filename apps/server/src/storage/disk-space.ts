import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Below this much free space the server says it is not ready (GET /api/ready): the largest upload (a 200 MB
 * recording) would not fit, and the embedded database shares the disk.
 */
export const MIN_FREE_BYTES = 256 * 1024 * 1024;

/**
 * A temporary file older than this was left by a crash. Younger ones may be writes in progress of another process
 * on the same blob folder (`npm run worker` beside the server, with PostgreSQL), so they stay.
 */
export const STALE_PARTIAL_MS = 10 * 60_000;

export type StorageReadiness = { ready: true; freeBytes: number } | { ready: false; reason: string };

interface ReadinessFileSystem {
  writeFile(path: string, bytes: Buffer): Promise<void>;
  statfs(path: string): Promise<{ bavail: number; bsize: number }>;
}

/** ENOSPC (no space left on the device) or EDQUOT (the user's disk quota is used up). */
export function isStorageFull(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** A small write that shows whether the disk takes writes again after one failed for want of space. */
async function writeProbe(base: string, fileSystem: ReadinessFileSystem): Promise<boolean> {
  const probe = join(base, '.write-probe.partial');
  try {
    await fileSystem.writeFile(probe, Buffer.alloc(64 * 1024));
    return true;
  } catch (error) {
    if (isStorageFull(error)) return false;
    throw error;
  } finally {
    await rm(probe, { force: true });
  }
}

/**
 * Not ready while a write found the disk full and a probe write still fails, or while free space is under
 * MIN_FREE_BYTES: a load balancer then sends uploads elsewhere instead of to a server that cannot keep them.
 */
export async function storageReadiness(
  base: string,
  fileSystem: ReadinessFileSystem,
  state: { fullSince: Date | null },
): Promise<StorageReadiness> {
  if (state.fullSince) {
    if (!(await writeProbe(base, fileSystem))) {
      return { ready: false, reason: `The storage has been full since ${state.fullSince.toISOString()}` };
    }
    state.fullSince = null;
  }
  const { bavail, bsize } = await fileSystem.statfs(base);
  const freeBytes = bavail * bsize;
  if (freeBytes < MIN_FREE_BYTES) {
    return {
      ready: false,
      reason: `Only ${megabytes(freeBytes)} of storage free (${megabytes(MIN_FREE_BYTES)} needed)`,
    };
  }
  return { ready: true, freeBytes };
}

/** Removes the temporary files (`*.partial`) under `base` that a crash left: older than STALE_PARTIAL_MS. */
export async function removeStalePartials(base: string, now = Date.now()): Promise<number> {
  const names = await readdir(base, { recursive: true });
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.partial')) continue;
    const path = join(base, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < STALE_PARTIAL_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
