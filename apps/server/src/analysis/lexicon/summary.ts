import { sentenceAt, type AnalysedDocument } from './document.ts';
import { quoteSentence } from './reasons.ts';

/** Texts shorter than this are their own summary. */
export const SUMMARY_MIN_LENGTH = 400;
const MAX_SENTENCES = 3;

/**
 * An extract for long texts (call transcripts, long e-mails): the opening sentence, then the sentences that hold
 * the evidence behind the flags, in text order, without the agent's lines.
 */
export function summarise(doc: AnalysedDocument, evidenceOffsets: number[]): string | null {
  if (doc.text.length < SUMMARY_MIN_LENGTH) return null;
  const authorSentences = doc.sentences.filter((sentence) => !sentence.agent);
  const chosen = new Set<number>();
  const first = authorSentences.find((sentence) => sentence.end - sentence.start > 20) ?? authorSentences[0];
  if (first) chosen.add(first.index);
  for (const offset of evidenceOffsets) {
    const sentence = sentenceAt(doc, offset);
    if (sentence && chosen.size < MAX_SENTENCES) chosen.add(sentence.index);
  }
  const parts = [...chosen]
    .sort((a, b) => a - b)
    .map((index) => doc.sentences[index])
    .filter((sentence) => sentence !== undefined)
    .map((sentence) => stripSpeaker(quoteSentence(doc, sentence)));
  return parts.length > 0 ? parts.join(' … ') : null;
}

function stripSpeaker(text: string): string {
  return text.replace(/^(?:caller|llamante|patient|paciente|customer|cliente)\s*:\s*/i, '');
}
