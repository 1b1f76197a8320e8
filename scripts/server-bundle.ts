// The server as plain JavaScript for `npm start` (decision 0014, start-up): Node then loads three files instead of
// transforming some four hundred TypeScript modules through tsx's loader thread, which was half the start-up.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writePgliteInitialImage } from '../apps/server/src/db/write-pglite-initial-image.ts';

/**
 * Packages left in node_modules and loaded by Node: those that read files beside their own code (PGlite's
 * WebAssembly and data, jsdom, the audio decoders' WebAssembly, Swagger UI's pages, pino's transport thread,
 * piscina's worker script), the optional native PostgreSQL driver, and those the server loads only when used
 * (mailparser, the OpenAI client).
 * Every other package is bundled: Node then reads a few large files instead of resolving and compiling hundreds of
 * small ones, which was about 0.5 s of a restart (decision 0014, start-up).
 */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-pgvector',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@audio',
  'audio-decode',
  'jsdom',
  'mailparser',
  'node-web-audio-api',
  'openai',
  'pg-native',
  'pino',
  'piscina',
];

const isExternal = (specifier: string) =>
  EXTERNAL_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * Bundles the server's entry points into apps/server/dist with the packages they use (but EXTERNAL_PACKAGES), and
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
      // The file threads' entry (parsing/file-pool.ts, decision 0027), loaded by piscina beside the server.
      'file-worker': join(server, 'src/parsing/file-worker.ts'),
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
    // Bundled CommonJS packages call require() for Node's built-in modules, which an ES module does not have.
    banner: {
      js: "import { createRequire as __vigilaCreateRequire } from 'node:module'; const require = __vigilaCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            isExternal(args.path) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
}
