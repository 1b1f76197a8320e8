import { describe, expect, it } from 'vitest';
import { cosine } from './embedder.ts';
import { embedLocally, LOCAL_EMBEDDING_DIMENSIONS, localEmbedder, searchableText } from './local-embedder.ts';

describe('the in-process embedder', () => {
  it('puts a Spanish paraphrase closer to its English text than an unrelated English text', () => {
    const english = embedLocally('I had a headache after the tablets');
    const spanish = embedLocally('dolor de cabeza tras las pastillas');
    const unrelated = embedLocally('The delivery of my order was late and the box was nice');
    expect(cosine(english, spanish)).toBeGreaterThan(cosine(english, unrelated) + 0.2);
  });

  it('does not bring a text that denies a reaction near a search for it (issue 27)', () => {
    const query = embedLocally('swelling of the face after lisinopril');
    const report = embedLocally('My face swelled up badly two days after starting lisinopril.');
    const denial = embedLocally(
      'Two years on lisinopril and no swelling of the face at all, very happy with it.',
    );
    expect(cosine(query, report)).toBeGreaterThan(cosine(query, denial));
    const es = embedLocally('Con el lisinopril sin ninguna hinchazón de la cara.');
    expect(cosine(query, report)).toBeGreaterThan(cosine(query, es));
  });

  it('keeps what follows a clause break: "no cough, but my face swelled up"', () => {
    const query = embedLocally('swelling of the face after lisinopril');
    const mixed = embedLocally('On lisinopril: no cough, but my face swelled up.');
    const denial = embedLocally('On lisinopril: no cough and no face swelling.');
    expect(cosine(query, mixed)).toBeGreaterThan(cosine(query, denial));
  });

  it('reads a symptom worded with a negation as the symptom, and "and" as the end of a denial', () => {
    expect(searchableText('no puedo dormir y tengo pesadillas con el parche').negated.size).toBe(0);
    expect(searchableText('no puedo dormir y tengo pesadillas con el parche').folded).toContain('pesadillas');
    expect([...searchableText('no cough and my face swelled up').negated]).toEqual(['cough']);
  });

  it('brings texts naming the same drug together', () => {
    const query = embedLocally('ibuprofen');
    expect(cosine(query, embedLocally('I took ibuprofen yesterday'))).toBeGreaterThan(
      cosine(query, embedLocally('I took paracetamol yesterday')),
    );
  });

  it('reads a brand as its substance and a Spanish spelling as the English one', () => {
    const query = embedLocally('vomiting on semaglutide');
    expect(cosine(query, embedLocally('el Ozempic me tiene vomitando'))).toBeGreaterThan(
      cosine(query, embedLocally('el Lexapro me tiene vomitando')),
    );
    const fentanyl = embedLocally('fentanyl patch');
    expect(cosine(fentanyl, embedLocally('parche de fentanilo'))).toBeGreaterThan(
      cosine(fentanyl, embedLocally('parche de nicotina')),
    );
  });

  it('links everyday words of a report across the languages (who, what was in hand, how it looked)', () => {
    const english = embedLocally('the sachets were damp and the powder was hard');
    const spanish = embedLocally('los sobres estaban húmedos y el polvo duro');
    const other = embedLocally('los comprimidos estaban rotos y la caja abierta');
    expect(cosine(english, spanish)).toBeGreaterThan(cosine(english, other) + 0.2);
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
