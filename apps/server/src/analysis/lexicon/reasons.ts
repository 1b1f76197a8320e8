import type { AnalysedDocument, Sentence } from './document.ts';
import type { PhraseHit } from './phrase-set.ts';

const MAX_QUOTE = 180;

/** The original words of a hit: what reviewers will search for in the text. */
export function spanText(doc: AnalysedDocument, hit: { start: number; end: number }): string {
  return doc.text.slice(hit.start, hit.end);
}

/** The sentence around a hit, verbatim, cut around the hit when long ("…" marks a cut). */
export function quoteSentence(
  doc: AnalysedDocument,
  sentence: Sentence,
  hit?: { start: number; end: number },
): string {
  let start = sentence.start;
  let end = sentence.end;
  if (end - start > MAX_QUOTE) {
    const centre = hit ? Math.floor((hit.start + hit.end) / 2) : start + MAX_QUOTE / 2;
    start = Math.max(sentence.start, centre - MAX_QUOTE / 2);
    end = Math.min(sentence.end, start + MAX_QUOTE);
    start = snapToWord(doc.text, start, sentence.start, -1);
    end = snapToWord(doc.text, end, sentence.end, 1);
  }
  const body = doc.text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > sentence.start ? '…' : ''}${body}${end < sentence.end ? '…' : ''}`;
}

function snapToWord(text: string, offset: number, limit: number, direction: -1 | 1): number {
  let position = offset;
  while (position !== limit && /[\p{L}\p{N}]/u.test(text.charAt(direction < 0 ? position - 1 : position))) {
    position += direction;
  }
  return position;
}

/** "Nausea" from a generic clinical word like "nephrotoxicity" → "Nephrotoxicity". */
export function preferredTerm(hit: PhraseHit): string {
  return hit.label === hit.text ? hit.label.charAt(0).toUpperCase() + hit.label.slice(1) : hit.label;
}
