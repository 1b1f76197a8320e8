// The public entry of the sources module: what other modules and the composition root may use. Files outside
// modules/sources/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { adapterOf } from './adapters/registry.ts';
export { sourcesRoutes } from './sources.routes.ts';
export { registerSyncSourceWorker } from './sync-source.job.ts';
