import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SERVER_ROOT } from '../server-root.ts';

/**
 * A PGlite cluster freshly initialised and migrated, with no data, written by `npm start`'s build step beside the
 * server bundle (write-pglite-initial-image.ts). A first start unpacks it instead of running initdb inside
 * WebAssembly and every migration: about 1 s instead of 4–5 s, most of an empty start (decision 0014, start-up).
 * It is rebuilt whenever the server, its migrations or PGlite's version change; a migration it lacks still runs.
 */
export const PGLITE_INITIAL_IMAGE = join(SERVER_ROOT, 'dist', 'pglite-initdb.tar.gz');

/** The extensions every cluster is opened with (pg_trgm: the lists' text search, migration 0006). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The image to start `clusterDir` from: only for a cluster not yet initialised, and only when the image exists. */
export function initialImageFor(clusterDir: string, path = PGLITE_INITIAL_IMAGE): Blob | undefined {
  if (existsSync(join(clusterDir, 'PG_VERSION')) || !existsSync(path)) return undefined;
  return new Blob([readFileSync(path)]);
}
