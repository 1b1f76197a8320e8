import { describe, expect, it } from 'vitest';
import { Evidence } from './evidence.ts';
import { buildDocument, MAX_SENTENCE_CHARS } from './document.ts';

describe('the lexicon on long texts (issue 24: every rule reads one sentence, so sentences are bounded)', () => {
  it('cuts a run of text without a full stop into pieces of at most MAX_SENTENCE_CHARS, at spaces', () => {
    const doc = buildDocument('lorem ipsum dolor sit amet '.repeat(400), null, 'email');
    expect(doc.sentences.length).toBeGreaterThan(5);
    for (const sentence of doc.sentences) {
      expect(sentence.end - sentence.start).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
      expect(doc.folded[sentence.start - 1] ?? ' ').toBe(' ');
    }
  });

  it('finds each hit’s sentence and a sentence’s hits as the plain scans did', () => {
    const text =
      'I had a rash. Then a headache and nausea after the tablets! No fever? ' + 'x '.repeat(700) + 'Dizzy.';
    const doc = buildDocument(text, 'Report', 'email');
    const evidence = new Evidence(doc);
    for (const hit of evidence.all('reactions')) {
      const scanned = doc.sentences.find((s) => s.start <= hit.start && hit.start < s.end);
      expect(evidence.sentenceOf(hit)).toBe(scanned);
    }
    for (const sentence of doc.sentences) {
      const scanned = evidence
        .all('reactions')
        .filter((hit) => hit.start >= sentence.start && hit.start < sentence.end);
      expect(evidence.in('reactions', sentence)).toEqual(scanned);
    }
    expect(evidence.all('reactions').length).toBeGreaterThanOrEqual(4);
  });
});
