import { z } from 'zod';
import type { Embedder } from './embedder.ts';

const embeddingsResponseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
});

/** Texts per request: OpenAI accepts 2048 inputs; smaller requests keep one slow answer from holding a batch. */
const INPUTS_PER_REQUEST = 64;
/** Long texts are cut: the meaning is in the opening, and providers refuse inputs past their token limit. */
const MAX_INPUT_CHARACTERS = 8000;

export interface HttpEmbedderOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/**
 * Any OpenAI-compatible POST {base}/embeddings ({model, input: [...]} → {data: [{embedding, index}]}). The model
 * id stored with the vectors is `openai:{model}@{host}`, so two servers with the same model name are not mixed.
 * Vectors are L2-normalised here, as some servers answer raw ones.
 */
export function httpEmbedder(options: HttpEmbedderOptions): Embedder {
  const base = options.baseUrl.replace(/\/$/, '');
  const model = `openai:${options.model}@${new URL(base).host}`;

  async function request(input: string[]): Promise<number[][]> {
    const response = await fetch(`${base}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, input }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`The embeddings API answered ${response.status}`);
    const { data } = embeddingsResponseSchema.parse(await response.json());
    const byIndex = new Map(data.map((entry) => [entry.index, entry.embedding]));
    return input.map((_, index) => {
      const vector = byIndex.get(index);
      if (!vector)
        throw new Error(`The embeddings API answered ${data.length} vectors for ${input.length} inputs`);
      return normalise(vector);
    });
  }

  return {
    model,
    async embed(texts) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += INPUTS_PER_REQUEST) {
        const input = texts
          .slice(start, start + INPUTS_PER_REQUEST)
          .map((text) => text.slice(0, MAX_INPUT_CHARACTERS) || ' ');
        vectors.push(...(await request(input)));
      }
      return vectors;
    },
  };
}

function normalise(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm === 0 ? vector : vector.map((value) => value / norm);
}
