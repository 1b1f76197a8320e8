import { loadConfig } from './config.ts';
import { openOrExit } from './process-start.ts';

/**
 * `npm start`. The database opens while the rest of the server loads: PGlite reads and compiles its WebAssembly
 * on other threads, and Node reads the server's modules meanwhile, instead of one after the other (decision 0014,
 * start-up). In the bundle run-server.ts is a chunk of its own, loaded by this import.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const [database, { runServer }] = await Promise.all([openOrExit(config), import('./run-server.ts')]);
  await runServer(config, database);
}

await main();
