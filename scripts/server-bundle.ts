// The server as plain JavaScript for `npm start` (decision 0014, start-up): Node then loads three files instead of
// transforming some four hundred TypeScript modules through tsx's loader thread, which was half the start-up.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writePgliteInitialImage } from '../apps/server/src/db/write-pglite-initial-image.ts';

/**
 * Bundles the server's entry points into apps/server/dist (packages stay in node_modules, loaded by Node), and
 * writes the empty PGlite cluster a first start copies (db/pglite-initial-image.ts).
 */
export async function bundleServer(root: string): Promise<void> {
  const dist = join(root, 'apps/server/dist');
  mkdirSync(dist, { recursive: true });
  // The last build's chunks (name-HASH.mjs): their names change with their content.
  for (const file of readdirSync(dist)) if (/-[A-Z0-9]{8}\.mjs$/.test(file)) rmSync(join(dist, file));
  rmSync(join(dist, 'pglite-initdb.tar.gz'), { force: true }); // the image's earlier form
  await writePgliteInitialImage();
  const server = join(root, 'apps/server');
  await build({
    entryPoints: {
      main: join(server, 'src/main.ts'),
      worker: join(server, 'src/worker.ts'),
      'org-training-thread': join(server, 'src/analysis/train/org-training-thread.ts'),
    },
    // dist/*.mjs sit at the same depth as src/*.ts, so SERVER_ROOT (src/server-root.ts) finds the same folder.
    outdir: join(server, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Each `import()` of the server's own modules becomes a chunk loaded when reached, with the packages it imports:
    // main.ts opens the database while run-server.ts loads, and the identity provider's chunk waits for its first
    // use (decision 0014, start-up). Chunks sit beside the entries, at the depth SERVER_ROOT expects.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Not minified: a stack trace from production stays readable without source maps (which slow start-up).
    minify: false,
    logLevel: 'warning',
    plugins: [
      {
        // Only the repository's own code is bundled (the server and @vigila/domain, which ships TypeScript);
        // packages are loaded from node_modules as usual, their native parts and data files where they expect.
        name: 'packages-stay-external',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@vigila/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
