import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). Files the server reads at run time (migrations, the bundled model,
 * the web build) are found from here rather than from each module's own location, so the same code works from
 * its sources (src/*.ts) and from the start-up bundle (dist/*.mjs), which sit at the same depth (decision 0014).
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The repository's root folder. */
export const REPOSITORY_ROOT = join(SERVER_ROOT, '..', '..');
