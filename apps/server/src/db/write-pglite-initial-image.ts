import { writeFileSync } from 'node:fs';
import { openDatabase } from './client.ts';
import { PGLITE_INITIAL_IMAGE } from './pglite-initial-image.ts';

/** Writes the empty, migrated cluster a first start unpacks (pglite-initial-image.ts). */
export async function writePgliteInitialImage(path = PGLITE_INITIAL_IMAGE): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const image = await database.driver.client.dumpDataDir('gzip');
    writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  } finally {
    await database.close();
  }
}
