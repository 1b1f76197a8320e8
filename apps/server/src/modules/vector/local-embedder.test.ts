import { describe, expect, it } from 'vitest';
import { cosine } from './embedder.ts';
import { embedLocally, LOCAL_EMBEDDING_DIMENSIONS, localEmbedder } from './local-embedder.ts';

describe('the in-process embedder', () => {
  it('puts a Spanish paraphrase closer to its English text than an unrelated English text', () => {
    const english = embedLocally('I had a headache after the tablets');
    const spanish = embedLocally('dolor de cabeza tras las pastillas');
    const unrelated = embedLocally('The delivery of my order was late and the box was nice');
    expect(cosine(english, spanish)).toBeGreaterThan(cosine(english, unrelated) + 0.2);
  });

  it('brings texts naming the same drug together', () => {
    const query = embedLocally('ibuprofen');
    expect(cosine(query, embedLocally('I took ibuprofen yesterday'))).toBeGreaterThan(
      cosine(query, embedLocally('I took paracetamol yesterday')),
    );
  });

  it('answers L2-normalised vectors of a fixed size, the same for the same text', async () => {
    const [first, second] = await localEmbedder.embed(['Náuseas y mareo', 'Náuseas y mareo']);
    expect(first).toHaveLength(LOCAL_EMBEDDING_DIMENSIONS);
    expect(first).toEqual(second);
    expect(cosine(first ?? [], first ?? [])).toBeCloseTo(1, 4);
  });

  it('answers the zero vector for a text without words', () => {
    expect(embedLocally('  ').every((value) => value === 0)).toBe(true);
  });
});
