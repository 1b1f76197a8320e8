// `npm start`'s first step: nothing to build (the usual restart) ends here, in plain Node; otherwise
// build-if-changed.ts, run through tsx, builds what changed (decision 0014, start-up).
import { spawnSync } from 'node:child_process';
import { buildInputsDigest, isCurrent, ROOT, TARGETS } from './build-inputs.mjs';

const stale = TARGETS.filter((target) => !isCurrent(target, buildInputsDigest(target)));
if (stale.length === 0) {
  for (const target of TARGETS) console.log(`${target.name} is up to date: build skipped.`);
} else {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exitCode = build.status ?? 1;
}
