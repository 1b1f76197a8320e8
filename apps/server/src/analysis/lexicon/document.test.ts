import { describe, expect, it } from 'vitest';
import { buildDocument } from './document.ts';
import { detectLanguage } from './language.ts';

describe('buildDocument', () => {
  it('splits sentences on punctuation and Spanish opening marks, not on hesitations or decimals', () => {
    const doc = buildDocument('Tomé 2.5 mg... y luego, bueno. ¿Es normal? Sí', null, 'recording');
    expect(doc.sentences.map((sentence) => doc.text.slice(sentence.start, sentence.end))).toEqual([
      'Tomé 2.5 mg... y luego, bueno.',
      '¿Es normal?',
      'Sí',
    ]);
    expect(doc.sentences.map((sentence) => sentence.question)).toEqual([false, true, false]);
  });

  it('joins the lines an e-mail client wrapped, and still cuts at a line that starts anew', () => {
    const doc = buildDocument(
      'Dear team,\r\nThe rash was treated\r\nwith hydrocortisone and has\nresolved\n- metformin\nDr Ana Ruiz',
      null,
      'email',
    );
    expect(doc.sentences.map((sentence) => doc.text.slice(sentence.start, sentence.end))).toEqual([
      'Dear team,',
      'The rash was treated\r\nwith hydrocortisone and has\nresolved',
      '- metformin',
      'Dr Ana Ruiz',
    ]);
  });

  it('marks the agent’s turns in a call transcript', () => {
    const doc = buildDocument(
      'Agent: How can I help? Caller: My pen is broken. Agent: Sorry to hear.',
      null,
      'recording',
    );
    expect(doc.sentences.map((sentence) => sentence.agent)).toEqual([true, false, true]);
  });

  it('puts the title first', () => {
    const doc = buildDocument('Body text.', 'A title', 'literature');
    expect(doc.text).toBe('A title\nBody text.');
  });
});

describe('detectLanguage', () => {
  it('tells English from Spanish and gives up on too little text', () => {
    expect(detectLanguage('i have been taking it for a week', 'I have been taking it for a week')).toBe('en');
    expect(
      detectLanguage(
        'llevo una semana con el tratamiento y me duele',
        'Llevo una semana con el tratamiento y me duele',
      ),
    ).toBe('es');
    expect(detectLanguage('ok', 'ok')).toBeNull();
  });
});
