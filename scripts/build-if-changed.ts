// `npm start` builds the web app and the server bundle only when what they are built from changed since the last
// build: a restart then starts in the server's own time instead of waiting for builds that would write the same
// files (issue 12).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './server-bundle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface BuildTarget {
  name: string;
  /** What the build reads, relative to the repository root. */
  inputs: string[];
  /** A file the build writes: without it the build is redone whatever the stamp says. */
  output: string;
  /** Beside the build, a dotfile (the static server never serves dotfiles). */
  stampFile: string;
  /** Settings from the environment that the build embeds. */
  settings: () => [string, string | undefined][];
  build: () => Promise<void>;
}

const SHARED_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];

const TARGETS: BuildTarget[] = [
  {
    name: 'The web app',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...SHARED_INPUTS,
    ],
    output: 'apps/web/dist/index.html',
    stampFile: 'apps/web/dist/.build-inputs',
    settings: () => Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')),
    build: () => {
      execFileSync('npm', ['run', 'build', '-w', '@vigila/web'], { cwd: root, stdio: 'inherit' });
      return Promise.resolve();
    },
  },
  {
    name: 'The server bundle',
    inputs: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/package.json',
      'scripts/server-bundle.ts',
      ...SHARED_INPUTS,
    ],
    output: 'apps/server/dist/main.mjs',
    stampFile: 'apps/server/dist/.build-inputs',
    settings: () => [],
    build: () => bundleServer(root),
  },
];

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/src/test/');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A digest of every input file's path and content, and of the settings the build embeds. */
export function buildInputsDigest(target: Pick<BuildTarget, 'inputs' | 'settings'>): string {
  const hash = createHash('sha256');
  const files = target.inputs
    .flatMap((input) => filesUnder(join(root, input)))
    .map((file) => relative(root, file))
    .filter((file) => !isTest(file))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  const settings = target.settings().sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

for (const target of TARGETS) {
  const digest = buildInputsDigest(target);
  const stampFile = join(root, target.stampFile);
  const built = existsSync(join(root, target.output)) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8').trim() === digest) {
    console.log(`${target.name} is up to date: build skipped.`);
    continue;
  }
  await target.build();
  writeFileSync(stampFile, `${digest}\n`);
}
