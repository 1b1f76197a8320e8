/** An analysed item's text, as the vector search embeds it. */
export interface AnalysedItemText {
  id: string;
  orgId: string;
  title: string | null;
  text: string;
  reactionTerm?: string | null;
}

export interface VectorLogger {
  warn(data: object, message: string): void;
}

/** Vectors computed before the analysis transaction, written once it commits. */
export interface PreparedItemVectors {
  write(): Promise<void>;
}

/**
 * What the analysis job needs of the vector search (decision 0022): the vector module implements it
 * (itemVectorWriter) and workers.ts hands it in, so items never import vector (vector reads items).
 */
export interface ItemVectors {
  /** An embedder that fails costs the items only their vectors (logged) until the re-index job runs. */
  prepare(rows: readonly AnalysedItemText[], log?: VectorLogger): Promise<PreparedItemVectors>;
}
