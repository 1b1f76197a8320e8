import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import './pglite-memory-image.ts';

/**
 * Once per integration run: an in-memory PGlite cluster, migrated, dumped to a file every test database of the run
 * starts from (pglite-memory-image.ts). Every migration still runs here, on every run.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  if (database.driver.kind !== 'pglite') throw new Error('expected an embedded database');
  const dump = await database.driver.client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'vigila-pglite-image-'));
  const file = join(folder, 'migrated-cluster.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteMemoryImage', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
