import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDatabase } from './client.ts';
import { PGLITE_INITIAL_IMAGE } from './pglite-initial-image.ts';

/**
 * Writes the empty, migrated cluster a first start copies (pglite-initial-image.ts): initialised on disk, migrated,
 * closed (a clean shutdown, so the copy opens without recovery), then moved into place.
 */
export async function writePgliteInitialImage(path = PGLITE_INITIAL_IMAGE): Promise<void> {
  const work = mkdtempSync(join(dirname(path), '.pglite-image-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: work, initialImage: null });
    await database.close();
    rmSync(path, { recursive: true, force: true });
    renameSync(join(work, 'pglite'), path);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
