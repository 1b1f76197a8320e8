/**
 * A vocabulary compiled for fast matching: one regular expression with a capturing group per phrase scans the
 * text once. At a position, phrases with longer patterns are tried first ("dolor de cabeza" before "dolor").
 * Patterns are regular-expression sources written in folded text (lowercase, no accents) and match whole words.
 */
export type PhraseEntry = string | readonly [pattern: string, label: string];

export interface PhraseHit {
  start: number;
  end: number;
  /** The entry's label (a preferred term, a cue kind), or the matched text when the entry has none. */
  label: string;
  text: string;
}

export interface PhraseSet {
  find(folded: string): PhraseHit[];
}

// Folded text is lowercase; letters beyond ASCII that folding keeps are in the Latin ranges.
const WORD_CHAR = 'a-z0-9\\u00c0-\\u024f';
// "anti-anxiety" is no anxiety and "non-drowsy" no drowsiness; other hyphens join words ("drug-induced").
const LEFT = `(?<![${WORD_CHAR}])(?<!(?:anti|non|no|sin)-)`;
const RIGHT = `(?![${WORD_CHAR}])`;

// V8 compiles a very large alternation to slow code: past a few thousand characters of source, one expression
// becomes a hundred times slower than several smaller ones. Phrases are split into chunks of this size.
const MAX_CHUNK_SOURCE = 6000;

interface Entry {
  pattern: string;
  label: string | null;
  /** Position in the longest-pattern-first order: the lower wins when phrases start at the same place. */
  rank: number;
}

interface Chunk {
  regex: RegExp;
  entries: Entry[];
  /** The capturing group that opens each entry: entries may hold groups of their own. */
  groups: number[];
}

export function phraseSet(...lists: readonly (readonly PhraseEntry[])[]): PhraseSet {
  const entries: Entry[] = lists
    .flat()
    .map((entry) =>
      typeof entry === 'string' ? { pattern: entry, label: null } : { pattern: entry[0], label: entry[1] },
    )
    .sort((a, b) => b.pattern.length - a.pattern.length)
    .map((entry, rank) => ({ ...entry, rank }));
  const chunks: Chunk[] = [];
  let pending: Entry[] = [];
  let size = 0;
  for (const entry of entries) {
    if (pending.length > 0 && size + entry.pattern.length > MAX_CHUNK_SOURCE) {
      chunks.push(chunk(pending));
      pending = [];
      size = 0;
    }
    pending.push(entry);
    size += entry.pattern.length;
  }
  if (pending.length > 0) chunks.push(chunk(pending));

  function find(folded: string): PhraseHit[] {
    const candidates: (PhraseHit & { rank: number })[] = [];
    for (const { regex, entries: chunkEntries, groups } of chunks) {
      regex.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = regex.exec(folded)) !== null) {
        const found = match;
        const entry = chunkEntries[groups.findIndex((group) => found[group] !== undefined)];
        const text = found[0];
        if (entry && text.length > 0) {
          candidates.push({
            start: found.index,
            end: found.index + text.length,
            label: entry.label ?? text,
            text,
            rank: entry.rank,
          });
        }
        if (text.length === 0) regex.lastIndex += 1;
      }
    }
    if (chunks.length === 1) return candidates.map(({ rank: _rank, ...hit }) => hit);
    // Leftmost first; at one position the phrase listed first (longest pattern); no overlaps.
    candidates.sort((a, b) => a.start - b.start || a.rank - b.rank);
    const hits: PhraseHit[] = [];
    let end = 0;
    for (const { rank: _rank, ...hit } of candidates) {
      if (hit.start < end) continue;
      hits.push(hit);
      end = hit.end;
    }
    return hits;
  }

  return { find };
}

/** A space in a pattern matches one or more: blanked hesitations leave runs of spaces between words. */
function flexibleSpaces(pattern: string): string {
  let result = '';
  let inClass = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern.charAt(index);
    if (char === '\\') {
      result += pattern.slice(index, index + 2);
      index += 1;
      continue;
    }
    if (char === '[') inClass = true;
    if (char === ']') inClass = false;
    result += char === ' ' && !inClass ? ' +' : char;
  }
  return result;
}

function chunk(entries: Entry[]): Chunk {
  const groups: number[] = [];
  let group = 1;
  for (const entry of entries) {
    groups.push(group);
    group += 1 + countGroups(entry.pattern);
  }
  const regex = new RegExp(
    `${LEFT}(?:${entries.map((entry) => `(${flexibleSpaces(entry.pattern)})`).join('|')})${RIGHT}`,
    'g',
  );
  return { regex, entries, groups };
}

function countGroups(pattern: string): number {
  return (new RegExp(`${pattern}|`).exec('')?.length ?? 1) - 1;
}
