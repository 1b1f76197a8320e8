import type { TextFeatures } from './features.ts';
import type { SparseRow } from './logistic-regression.ts';

/**
 * Text features weigh 1/√n each, so a long e-mail and a short comment have vectors of the same length; the
 * document-level features (channel, language) weigh 1 whatever the length.
 */
export function vectorise(
  features: TextFeatures,
  index: ReadonlyMap<string, number>,
): SparseRow & { positions: number[] } {
  const textFeatureCount = features.words.filter((word) => word >= 0).length;
  const textValue = 1 / Math.sqrt(Math.max(1, textFeatureCount));
  const indices: number[] = [];
  const values: number[] = [];
  const positions: number[] = [];
  features.keys.forEach((key, position) => {
    const found = index.get(key);
    if (found === undefined) return;
    indices.push(found);
    values.push((features.words[position] ?? -1) >= 0 ? textValue : 1);
    positions.push(position);
  });
  return { indices: Int32Array.from(indices), values: Float32Array.from(values), positions };
}

/** Features seen in at least `minDocuments` texts, in a stable order (by key), so training is reproducible. */
export function buildVocabulary(documents: readonly TextFeatures[], minDocuments: number): string[] {
  const counts = new Map<string, number>();
  for (const document of documents)
    for (const key of document.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= minDocuments)
    .map(([key]) => key)
    .sort();
}
