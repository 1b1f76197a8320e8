/**
 * Turns texts into vectors for the vector search (decision 0022). `model` is stored beside each vector: vectors
 * of different models are never compared, and a new model makes the re-index job embed everything again.
 */
export interface Embedder {
  model: string;
  embed(texts: string[]): Promise<number[][]>;
}

/** The cosine similarity of two L2-normalised vectors (their dot product). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let index = 0; index < Math.min(a.length, b.length); index += 1)
    dot += (a[index] ?? 0) * (b[index] ?? 0);
  return dot;
}
