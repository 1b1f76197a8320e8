import { loadBundledModel } from '../../apps/server/src/analysis/model/bundled-model.ts';

// Run in a fresh process by ensemble-throughput.ts: what loading the model costs a server at start.
const before = process.memoryUsage();
const started = performance.now();
const model = loadBundledModel();
const loadMs = performance.now() - started;
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    version: model.version,
    features: model.data.vocabulary.length,
    loadMs: Math.round(loadMs),
    heapMiB: Math.round(((after.heapUsed - before.heapUsed) / 2 ** 20) * 10) / 10,
    rssMiB: Math.round(((after.rss - before.rss) / 2 ** 20) * 10) / 10,
  }),
);
