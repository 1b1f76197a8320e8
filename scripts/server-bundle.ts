// The server as plain JavaScript for `npm start` (decision 0014, start-up): Node then loads three files instead of
// transforming some four hundred TypeScript modules through tsx's loader thread, which was half the start-up.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writePgliteInitialImage } from '../apps/server/src/db/write-pglite-initial-image.ts';

/**
 * Bundles the server's entry points into apps/server/dist (packages stay in node_modules, loaded by Node), and
 * writes the empty PGlite cluster a first start unpacks (db/pglite-initial-image.ts).
 */
export async function bundleServer(root: string): Promise<void> {
  mkdirSync(join(root, 'apps/server/dist'), { recursive: true });
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
