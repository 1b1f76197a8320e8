import type { AppConfig } from '../../config.ts';
import type { Embedder } from './embedder.ts';
import { httpEmbedder } from './http-embedder.ts';
import { localEmbedder } from './local-embedder.ts';

/** EMBEDDINGS_BASE_URL set: that API; else the in-process embedder (decision 0022). */
export function createEmbedder(config: AppConfig['embeddings']): Embedder {
  return config.baseUrl ? httpEmbedder({ ...config, baseUrl: config.baseUrl }) : localEmbedder;
}
