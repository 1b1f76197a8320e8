import { cpSync, existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { SERVER_ROOT } from '../server-root.ts';

/**
 * A PGlite cluster freshly initialised and migrated, with no data, shut down cleanly, written by `npm start`'s
 * build step beside the server bundle (write-pglite-initial-image.ts). A first start copies it instead of running
 * initdb inside WebAssembly and every migration (decision 0014, start-up). A plain folder copied by the operating
 * system: unpacking a tarball through PGlite's file system took about 1 s of an empty start. It is rebuilt
 * whenever the server, its migrations or PGlite's version change; a migration it lacks still runs.
 */
export const PGLITE_INITIAL_IMAGE = join(SERVER_ROOT, 'dist', 'pglite-initdb');

/**
 * The extensions every cluster is opened with (pg_trgm: the lists' text search, migration 0006; vector: pgvector,
 * the vector search's HNSW index, migration 0022).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, vector };

/**
 * PostgreSQL's default 128 MB of shared buffers is allocated at every start, and inside WebAssembly that means
 * zero-filling it (emscripten's mmap memsets anonymous memory): about a third of opening an existing cluster.
 * 32 MB holds the pages a list or a batch of jobs touches; pages beyond it are read back through the operating
 * system's file cache. Command-line settings, so nothing is written into the cluster (decision 0014, start-up).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const isCluster = (folder: string) => existsSync(join(folder, 'PG_VERSION'));

/**
 * Starts `clusterDir` from the image when it holds no cluster yet and the image exists; returns whether it did.
 * The copy goes to a sibling folder first and is renamed into place, so a start cut off mid-copy leaves no
 * half-copied cluster behind, only a folder the next start replaces.
 */
export function copyInitialImage(clusterDir: string, image = PGLITE_INITIAL_IMAGE): boolean {
  if (isCluster(clusterDir) || !isCluster(image)) return false;
  if (existsSync(clusterDir)) {
    if (readdirSync(clusterDir).length > 0) return false; // not ours to replace: PGlite decides, as without an image
    rmdirSync(clusterDir);
  }
  const partial = `${clusterDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(image, partial, { recursive: true });
  renameSync(partial, clusterDir);
  return true;
}
