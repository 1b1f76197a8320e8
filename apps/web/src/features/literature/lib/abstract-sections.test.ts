import { describe, expect, it } from 'vitest';
import { abstractSections } from './abstract-sections.ts';

describe('abstractSections', () => {
  it('keeps the labels of a structured abstract as paragraphs', () => {
    expect(
      abstractSections('BACKGROUND: Widely used.\n\nMETHODS: 12 cases.\nRESULTS: Enzymes rose.'),
    ).toEqual([
      { label: 'BACKGROUND', text: 'Widely used.' },
      { label: 'METHODS', text: '12 cases.' },
      { label: 'RESULTS', text: 'Enzymes rose.' },
    ]);
  });

  it('keeps unlabelled paragraphs as they are, and a label-like colon inside a sentence as text', () => {
    expect(abstractSections('We studied 3 drugs: a, b and c.\n\nSecond paragraph.')).toEqual([
      { text: 'We studied 3 drugs: a, b and c.' },
      { text: 'Second paragraph.' },
    ]);
  });

  it('answers nothing for an empty or missing abstract', () => {
    expect(abstractSections(null)).toEqual([]);
    expect(abstractSections('  \n ')).toEqual([]);
  });
});

describe('abstractSections labels', () => {
  it('takes upper-case labels with spaces and accents', () => {
    expect(abstractSections('MATERIALS AND METHODS: x\nMÉTODOS: y')).toEqual([
      { label: 'MATERIALS AND METHODS', text: 'x' },
      { label: 'MÉTODOS', text: 'y' },
    ]);
  });
});
