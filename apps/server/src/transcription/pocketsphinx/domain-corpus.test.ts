import { describe, expect, it } from 'vitest';
import { domainSentences } from './domain-corpus.ts';
import { DEFECTS, DRUGS, REACTIONS } from './domain-vocabulary.ts';

describe('domain corpus', () => {
  const sentences = domainSentences();
  const text = `\n${sentences.map((words) => words.join(' ')).join('\n')}\n`;

  it('puts every medicine, reaction and defect of the vocabulary into sentences', () => {
    for (const term of [...DRUGS, ...REACTIONS, ...DEFECTS]) expect(text).toContain(` ${term}`);
  });

  it('is deterministic and made of clean lower-case words, with no slot left unfilled', () => {
    expect(domainSentences()).toEqual(sentences);
    for (const words of sentences) {
      for (const word of words) expect(word).toMatch(/^[a-z']+$/);
    }
    expect(text).not.toMatch(/[{}]/);
  });
});
