// `npm start` builds the web app and the server bundle only when what they are built from changed since the last
// build: a restart then starts in the server's own time instead of waiting for builds that would write the same
// files (issue 12). build-check.mjs runs this only when something is stale; run directly, it checks again.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildInputsDigest, isCurrent, ROOT, TARGETS } from './build-inputs.mjs';

/** How each target of build-inputs.mjs is built. esbuild and the server's modules load only for a server build. */
const BUILDS: Record<string, () => Promise<void>> = {
  'The web app': () => {
    execFileSync('npm', ['run', 'build', '-w', '@vigila/web'], { cwd: ROOT, stdio: 'inherit' });
    return Promise.resolve();
  },
  'The server bundle': async () => {
    const { bundleServer } = await import('./server-bundle.ts');
    await bundleServer(ROOT);
  },
};

for (const target of TARGETS) {
  const digest = buildInputsDigest(target);
  if (isCurrent(target, digest)) {
    console.log(`${target.name} is up to date: build skipped.`);
    continue;
  }
  const build = BUILDS[target.name];
  if (!build) throw new Error(`No build for ${target.name}`);
  await build();
  writeFileSync(join(ROOT, target.stampFile), `${digest}\n`);
}
