// The public entry of the vector module: what other modules and the composition root may use. Files outside
// modules/vector/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { createEmbedder } from './create-embedder.ts';
export { itemVectorWriter } from './embed-targets.ts';
export type { Embedder } from './embedder.ts';
export { registerReindexEmbeddingsWorker } from './reindex-embeddings.job.ts';
export { vectorRoutes } from './vector.routes.ts';
