// The file threads' entry when the server runs from its TypeScript sources (tests, `npm run dev`): a worker thread
// registers tsx's loader itself before it loads the TypeScript entry (decision 0002; an `--import tsx` inherited
// by the worker does not reach it on Node 20, and vitest has none). The start-up bundle loads file-worker.mjs
// directly (file-pool.ts).
const { register } = await import('tsx/esm/api');
register();
const entry = await import('./file-worker.ts');

export default entry.default;
