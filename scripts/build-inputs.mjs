// What `npm start` checks before starting: whether the web app and the server bundle are built from the current
// sources. Plain JavaScript, so the check runs in Node without tsx's loader (about two thirds of the check's time,
// decision 0014, start-up); build-if-changed.ts builds what it finds stale.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {object} BuildTarget
 * @property {string} name
 * @property {string[]} inputs What the build reads, relative to the repository root.
 * @property {string} output A file the build writes: without it the build is redone whatever the stamp says.
 * @property {string} stampFile Beside the build, a dotfile (the static server never serves dotfiles).
 * @property {() => [string, string | undefined][]} settings Settings from the environment that the build embeds.
 */

const SHARED_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];

/** @type {BuildTarget[]} */
export const TARGETS = [
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
  },
];

/** @param {string} path */
const isTest = (path) => /\.test\.tsx?$/.test(path) || path.includes('/src/test/');

/**
 * @param {string} path
 * @returns {string[]}
 */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * A digest of every input file's path and content, and of the settings the build embeds.
 * @param {Pick<BuildTarget, 'inputs' | 'settings'>} target
 * @param {string} [root]
 */
export function buildInputsDigest(target, root = ROOT) {
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

/**
 * Whether the target's output exists and its stamp holds this digest.
 * @param {Pick<BuildTarget, 'output' | 'stampFile'>} target
 * @param {string} digest
 * @param {string} [root]
 */
export function isCurrent(target, digest, root = ROOT) {
  const stampFile = join(root, target.stampFile);
  if (!existsSync(join(root, target.output)) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === digest;
}
