import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a dump of a migrated, empty PGlite cluster (integration-global-setup.ts). */
    pgliteMemoryImage: string;
  }
}

let image: Blob | undefined;

/**
 * The migrated empty cluster the integration run dumped once (integration-global-setup.ts), for in-memory test
 * databases to start from; undefined when the run has none, and the database then starts with initdb and every
 * migration.
 */
export function pgliteMemoryImage(): Blob | undefined {
  if (image) return image;
  // A benchmark starts the same test app outside a vitest run: no image there, so initdb and the migrations.
  if (!process.env.VITEST) return undefined;
  const file = inject('pgliteMemoryImage');
  if (!file) return undefined;
  image = new Blob([readFileSync(file)]);
  return image;
}
