import type { Source } from '@vigila/domain';
import { blankBoilerplate } from './boilerplate.ts';
import { blankDisfluencies } from './disfluency.ts';
import { foldText } from './fold.ts';

export interface Sentence {
  index: number;
  start: number;
  end: number;
  /** Ends with '?' or opens with '¿' (Spanish), after trimming emoji and spaces. */
  question: boolean;
  /** Said by the company's agent in a call transcript: their questions and restatements are not the caller's. */
  agent: boolean;
}

export interface AnalysedDocument {
  /** Title and text as one string (the title first, on its own line). */
  text: string;
  /** The folded text the rules read: footers and forwarded header lines blanked (boilerplate.ts). */
  folded: string;
  /** The folded text before that blanking: what tells a newsletter by its unsubscribe line (not-pv-mail.ts). */
  whole: string;
  channel: Source;
  sentences: Sentence[];
}

// "Agent:" / "Agente:" / "Operator:" open an agent turn; "Caller:" / "Llamante:" and the like open a caller turn.
const SPEAKER =
  /(?:^|\s)(agent|agente|operator|operador|operadora|caller|llamante|patient|paciente|customer|cliente)\s*:/g;
const AGENT_SPEAKERS = new Set(['agent', 'agente', 'operator', 'operador', 'operadora']);
// A boundary: !, ?, a lone '.' before a space (not the '...' of hesitant speech, not '2.5'), a line break, or a
// Spanish '¿'/'¡' that opens a sentence.
const BOUNDARY = /[!?]+|(?<!\.)\.(?!\.)(?=[\s"')\]]|$)|\n+|(?=[¿¡])/g;

export function buildDocument(
  text: string,
  title: string | null | undefined,
  channel: Source,
): AnalysedDocument {
  const full = withTitle(text, title);
  const whole = blankDisfluencies(foldText(full));
  const folded = blankBoilerplate(whole, () => splitSentences(whole, full));
  return { text: full, folded, whole, channel, sentences: splitSentences(folded, full) };
}

/** Title and text as the analysers read them: the title first, on its own line, unless the text opens with it. */
export function withTitle(text: string, title: string | null | undefined): string {
  return title && !text.startsWith(title) ? `${title}\n${text}` : text;
}

/**
 * A run of text without a boundary longer than this is read in pieces of about this size, cut at a space. Every
 * rule looks within one sentence, so a text with no full stop at all (a pasted log, a long list) made each rule
 * read the whole text once per phrase found in it: 400 KB of such text took 9 s, and one e-mail held the server
 * (issue 24). A real sentence is far shorter.
 */
export const MAX_SENTENCE_CHARS = 1000;

/** Cuts that break every span longer than MAX_SENTENCE_CHARS, at the last space before each limit. */
function cutsInLongSpans(folded: string, ordered: number[]): number[] {
  const extra: number[] = [];
  for (let i = 0; i < ordered.length - 1; i += 1) {
    const end = ordered[i + 1] ?? 0;
    let start = ordered[i] ?? 0;
    while (end - start > MAX_SENTENCE_CHARS) {
      const space = folded.lastIndexOf(' ', start + MAX_SENTENCE_CHARS);
      start = space > start ? space + 1 : start + MAX_SENTENCE_CHARS;
      extra.push(start);
    }
  }
  return extra;
}

/** The sentence that holds `offset` (sentences are in text order and do not overlap), found by halving. */
export function sentenceAt(doc: AnalysedDocument, offset: number): Sentence | undefined {
  const { sentences } = doc;
  let low = 0;
  let high = sentences.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const sentence = sentences[middle];
    if (!sentence) return undefined;
    if (offset < sentence.start) high = middle - 1;
    else if (offset >= sentence.end) low = middle + 1;
    else return sentence;
  }
  return undefined;
}

/**
 * A single line break inside a sentence that an e-mail client wrapped: the line before ends on a word or a comma
 * and the next one goes on in lower case ("The rash was treated\r\nwith hydrocortisone"). A line that opens with a
 * capital, a digit or a bullet, or follows a blank line, starts anew. `full` is the unfolded text (same offsets).
 */
function isWrappedLine(full: string, breakStart: number, breakEnd: number): boolean {
  if (full.slice(breakStart, breakEnd) !== '\n') return false;
  const before = full.slice(Math.max(0, breakStart - 2), breakStart).replace(/\r$/, '');
  return /[\p{L}\p{N},]$/u.test(before) && /^[ \t]*\p{Ll}/u.test(full.slice(breakEnd, breakEnd + 8));
}

function splitSentences(folded: string, full: string): Sentence[] {
  const turns = speakerTurns(folded);
  const cuts = new Set<number>([0, folded.length, ...turns.map((turn) => turn.start)]);
  for (const match of folded.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    if (!isWrappedLine(full, match.index, end)) cuts.add(end);
  }
  const bounded = [...cuts].sort((a, b) => a - b);
  const ordered = [...bounded, ...cutsInLongSpans(folded, bounded)].sort((a, b) => a - b);
  const sentences: Sentence[] = [];
  let turn = 0; // the speaker turn in force, walked forward with the sentences
  for (let i = 0; i < ordered.length - 1; i += 1) {
    const [start, end] = trimSpan(folded, ordered[i] ?? 0, ordered[i + 1] ?? 0);
    if (end <= start || !/[\p{L}\p{N}]/u.test(folded.slice(start, end))) continue;
    const body = folded.slice(start, end).replace(/[^\p{L}\p{N}?¿]+$/u, '');
    while (turn < turns.length - 1 && (turns[turn + 1]?.start ?? Infinity) <= start) turn += 1;
    const current = turns[turn];
    const agent = current !== undefined && current.start <= start && current.agent;
    sentences.push({
      index: sentences.length,
      start,
      end,
      question: body.endsWith('?') || body.startsWith('¿'),
      agent,
    });
  }
  return sentences;
}

function speakerTurns(folded: string): { start: number; agent: boolean }[] {
  return [...folded.matchAll(SPEAKER)].map((match) => ({
    start: match.index + (match[0].length - match[0].trimStart().length),
    agent: AGENT_SPEAKERS.has(match[1] ?? ''),
  }));
}

function trimSpan(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text.charAt(from))) from += 1;
  while (to > from && /\s/.test(text.charAt(to - 1))) to -= 1;
  return [from, to];
}
