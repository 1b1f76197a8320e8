import { Worker } from 'node:worker_threads';
import type { OrgTrainingRequest } from './org-training-thread.ts';
import type { OrgTrainingResult } from './train-org-model.ts';

// From the sources the server runs TypeScript through tsx (decision 0002); a worker thread registers tsx's loader
// before it loads the TypeScript entry (an `--import tsx` in the worker's execArgv comes too late on Node 20). The
// bare specifier resolves from the working directory, inside the repository. From the start-up bundle
// (dist/main.mjs, decision 0014) the thread is bundled beside it, plain JavaScript.
const FROM_BUNDLE = import.meta.url.endsWith('.mjs');
const THREAD = new URL(
  FROM_BUNDLE ? './org-training-thread.mjs' : './org-training-thread.ts',
  import.meta.url,
).href;
const BOOTSTRAP = FROM_BUNDLE
  ? `import(${JSON.stringify(THREAD)});`
  : `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(THREAD)}); });`;

/** Trains an organisation's model in a worker thread (the server keeps answering meanwhile). */
export function runOrgTraining(request: OrgTrainingRequest): Promise<OrgTrainingResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: request });
    let settled = false;
    worker.once('message', (result: OrgTrainingResult) => {
      settled = true;
      resolve(result);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`organisation training stopped (exit code ${code})`));
    });
  });
}
