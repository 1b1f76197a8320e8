import { sharedProduct, type SuspectProduct } from './product-names.ts';
import { closestReactions, type ReactionMention } from './reaction-similarity.ts';
import { textSimilarity } from './text-similarity.ts';

/** What the finder compares of a case or an item (duplicate-profiles.ts builds it from either). */
export interface DuplicateProfile {
  products: readonly SuspectProduct[];
  reactions: readonly ReactionMention[];
  /** The source text: the comment, e-mail body, transcription or abstract, and a case's narrative. */
  text: string;
  /** When the reaction began (YYYY-MM-DD or ISO), if told. */
  reactionDate?: string | null | undefined;
  /** When the report was received or published (ISO). */
  receivedAt?: string | null | undefined;
}

/** Why two reports look alike, for the reviewer (the web words each kind in the reader's language). */
export type DuplicateReason =
  | { kind: 'same_product'; product: string }
  | { kind: 'similar_reaction'; term: string; otherTerm: string; similarity: number }
  | { kind: 'similar_text'; similarity: number }
  | { kind: 'close_in_time'; days: number }
  | { kind: 'far_in_time'; days: number };

export interface DuplicateScore {
  /** 0..1, higher is more alike. */
  score: number;
  reasons: DuplicateReason[];
}

/** Reports more than this many days apart are seldom the same event (a follow-up is linked by hand). */
export const DUPLICATE_WINDOW_DAYS = 30;
/**
 * From this score a candidate is shown as a likely duplicate. Chosen on the tuning half of the labelled pairs
 * (bench/cases/duplicate-finder-quality.ts, docs/decisions/0017-duplicates.md).
 */
export const DUPLICATE_THRESHOLD = 0.5;

const SIMILAR_REACTION = 0.5;
const SIMILAR_TEXT = 0.3;
/**
 * Short texts about one product share trigrams through its name alone (~0.3); only the similarity above this
 * floor counts as evidence of the same text, and from TEXT_CERTAIN up it is as good as certain.
 */
const TEXT_FLOOR = 0.25;
const TEXT_CERTAIN = 0.85;
const DAY_MS = 86_400_000;

const round2 = (value: number) => Math.round(value * 100) / 100;

function daysApart(a: DuplicateProfile, b: DuplicateProfile): number | undefined {
  const pairs: [string | null | undefined, string | null | undefined][] = [
    [a.reactionDate, b.reactionDate],
    [a.receivedAt, b.receivedAt],
  ];
  for (const [left, right] of pairs) {
    const l = left ? Date.parse(left) : NaN;
    const r = right ? Date.parse(right) : NaN;
    if (Number.isFinite(l) && Number.isFinite(r)) return Math.round(Math.abs(l - r) / DAY_MS);
  }
  return undefined;
}

/**
 * How likely `b` reports the same event as `a`. Two signals, combined as independent evidence (1 − (1−s)(1−t)):
 * the structured one (same suspect product, then how alike the reactions are, then closeness in time) and the
 * textual one (the same complaint re-posted on another channel). Reports far apart in time are discounted.
 */
export function scoreDuplicatePair(a: DuplicateProfile, b: DuplicateProfile): DuplicateScore {
  const reasons: DuplicateReason[] = [];
  const product = sharedProduct(a.products, b.products);
  if (product !== undefined) reasons.push({ kind: 'same_product', product });

  const reactions = closestReactions(a.reactions, b.reactions);
  const reaction = reactions?.similarity ?? 0;
  if (reactions && reaction >= SIMILAR_REACTION)
    reasons.push({
      kind: 'similar_reaction',
      term: reactions.a.term ?? reactions.a.meddraCode ?? '',
      otherTerm: reactions.b.term ?? reactions.b.meddraCode ?? '',
      similarity: round2(reaction),
    });

  const text = textSimilarity(a.text, b.text);
  if (text >= SIMILAR_TEXT) reasons.push({ kind: 'similar_text', similarity: round2(text) });

  const days = daysApart(a, b);
  const inWindow = days !== undefined && days <= DUPLICATE_WINDOW_DAYS;
  if (days !== undefined)
    reasons.push(inWindow ? { kind: 'close_in_time', days } : { kind: 'far_in_time', days });

  const structured = Math.min(1, (product ? 0.3 + 0.5 * reaction : 0.15 * reaction) + (inWindow ? 0.1 : 0));
  const textual = Math.min(1, Math.max(0, (text - TEXT_FLOOR) / (TEXT_CERTAIN - TEXT_FLOOR)));
  const combined = 1 - (1 - structured) * (1 - textual);
  const score = days !== undefined && !inWindow ? combined * 0.6 : combined;
  return { score: round2(score), reasons };
}

/** Whether a score is shown as a likely duplicate. */
export function isLikelyDuplicate(score: number, threshold = DUPLICATE_THRESHOLD): boolean {
  return score >= threshold;
}
