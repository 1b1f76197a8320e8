// `npm start` builds the web app only when what it is built from changed since the last build: a restart then
// starts in the server's own time instead of waiting for a build that would write the same files (issue 12).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
/** Beside the build, a dotfile: the static server never serves dotfiles. */
const stampFile = join(dist, '.build-inputs');

/** What the build reads: the web app and the domain package, their manifests, and the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/src/test/');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A digest of every input file's path and content, and of the VITE_ settings the build embeds. */
export function buildInputsDigest(): string {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(join(root, input)))
    .map((file) => relative(root, file))
    .filter((file) => !isTest(file))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  const viteSettings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(viteSettings));
  return hash.digest('hex');
}

const digest = buildInputsDigest();
const built = existsSync(join(dist, 'index.html')) && existsSync(stampFile);
if (built && readFileSync(stampFile, 'utf8').trim() === digest) {
  console.log('The web app is up to date: build skipped.');
} else {
  execFileSync('npm', ['run', 'build', '-w', '@vigila/web'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, `${digest}\n`);
}
