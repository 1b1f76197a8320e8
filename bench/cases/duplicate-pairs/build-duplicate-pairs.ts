import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuplicateProfile } from '@vigila/domain';
import { REPO_ROOT } from '../../lib/results.ts';
import { HAND_PARAPHRASES } from './hand-paraphrases.ts';
import { repostVariant } from './repost-variants.ts';
import { readTrainingTexts, type TrainingText } from './training-texts.ts';

/**
 * Builds the labelled duplicate pairs (apps/server/src/test/fixtures/duplicates/pairs.jsonl) from the training
 * fixture's labelled channel texts. Deterministic: `node --import tsx bench/cases/duplicate-pairs/build-duplicate-pairs.ts`
 * writes the same file every time. The README beside the fixture says how each category is made.
 */
export interface LabelledPair {
  id: string;
  /** 'tune' pairs choose the threshold, 'test' pairs are reported (by the base text's position: 0,1 | 2,3 mod 4). */
  split: 'tune' | 'test';
  label: 'duplicate' | 'not_duplicate';
  category: string;
  a: { origin: string; kind: 'case' | 'item'; channel: string; profile: DuplicateProfile };
  b: { origin: string; kind: 'case' | 'item'; channel: string; profile: DuplicateProfile };
}

const CHANNELS = ['instagram', 'email', 'youtube', 'amazon', 'recording'];
const DOSES = ['', ' 10 mg', ' 0.5 mg pen', ' 500 mg tablets', ' (oral)'];
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);

/** Each base text's report date: spread over two years so unrelated pairs are near and far in time. */
const dateOf = (index: number, shiftDays = 0) =>
  new Date(START + ((index * 53) % 700) * DAY + shiftDays * DAY);
const iso = (date: Date) => date.toISOString();
const day = (date: Date) => iso(date).slice(0, 10);

function caseProfile(text: TrainingText, index: number, comment: string, shiftDays = 0): DuplicateProfile {
  const received = dateOf(index, shiftDays);
  const terms = text.reactions.map((reaction) => reaction.term);
  return {
    products: text.drugs.map((drug, k) => ({ product: `${drug}${DOSES[(index + k) % DOSES.length] ?? ''}` })),
    reactions: terms.map((term) => ({ term })),
    text: `${comment}\nReporter describes ${terms.join(', ').toLowerCase()} after ${text.drugs.join(', ')}.`,
    reactionDate: day(new Date(received.getTime() - 2 * DAY)),
    receivedAt: iso(received),
  };
}

function itemProfile(
  text: TrainingText,
  index: number,
  body: string,
  shiftDays = 0,
  analysed = true,
): DuplicateProfile {
  return {
    products: analysed ? text.drugs.map((product) => ({ product })) : [],
    reactions: analysed ? text.reactions.map((reaction) => ({ term: reaction.term })) : [],
    text: body,
    receivedAt: iso(dateOf(index, shiftDays)),
  };
}

const otherChannel = (channel: string, k: number) =>
  CHANNELS.filter((other) => other !== channel)[k % (CHANNELS.length - 1)] ?? 'email';

const sharesReaction = (a: TrainingText, b: TrainingText) =>
  a.reactions.some((x) => b.reactions.some((y) => x.term.toLowerCase() === y.term.toLowerCase()));
const sharesDrug = (a: TrainingText, b: TrainingText) =>
  a.drugs.some((x) => b.drugs.some((y) => x.toLowerCase() === y.toLowerCase()));

/** b's text told of a's product: another patient's complaint about the same product. */
function aboutProductOf(a: TrainingText, b: TrainingText): TrainingText {
  const drug = a.drugs[0] ?? '';
  let body = b.text;
  for (const other of b.drugs) body = body.split(other).join(drug);
  return { ...b, text: body, drugs: [drug] };
}

export function buildPairs(): LabelledPair[] {
  const texts = readTrainingTexts();
  const adr = texts.filter((text) => text.adr && text.drugs.length > 0 && text.reactions.length > 0);
  const pairs: LabelledPair[] = [];
  const push = (pair: Omit<LabelledPair, 'id' | 'split'>, baseIndex: number) =>
    pairs.push({
      id: `p${String(pairs.length + 1).padStart(3, '0')}`,
      split: baseIndex % 4 < 2 ? 'tune' : 'test',
      ...pair,
    });

  adr.forEach((text, i) => {
    const channel = otherChannel(text.channel, i);
    const repost = HAND_PARAPHRASES[text.id] ?? repostVariant(text.text, text.lang, i);
    // The case made from the first report against the same complaint arriving again on another channel.
    push(
      {
        label: 'duplicate',
        category: HAND_PARAPHRASES[text.id] ? 'repost_hand_paraphrase' : 'repost_case_vs_item',
        a: { origin: text.id, kind: 'case', channel: text.channel, profile: caseProfile(text, i, text.text) },
        b: {
          origin: `${text.id}~${channel}`,
          kind: 'item',
          channel,
          profile: itemProfile(text, i, repost, (i % 7) - 3),
        },
      },
      i,
    );
    // Every other text: two items, one the analysis did not read (text only), a differently worded re-post.
    if (i % 2 === 0 || i % 3 === 0) {
      const again = repostVariant(text.text, text.lang, i + 1);
      push(
        {
          label: 'duplicate',
          category: 'repost_item_vs_unanalysed_item',
          a: {
            origin: text.id,
            kind: 'item',
            channel: text.channel,
            profile: itemProfile(text, i, text.text, 0, false),
          },
          b: {
            origin: `${text.id}~again`,
            kind: 'item',
            channel: otherChannel(text.channel, i + 1),
            profile: itemProfile(text, i, again, 1),
          },
        },
        i,
      );
    }
  });

  // Hard negatives, all between different patients' reports.
  adr.forEach((a, i) => {
    const next = (offset: number) => adr[(i + offset) % adr.length] as TrainingText;
    const other =
      [1, 2, 3, 4, 5].map(next).find((b) => !sharesReaction(a, b) && !sharesDrug(a, b)) ?? next(1);
    const sameProduct = aboutProductOf(a, other);
    push(
      {
        label: 'not_duplicate',
        category: 'same_product_other_reaction',
        a: { origin: a.id, kind: 'case', channel: a.channel, profile: caseProfile(a, i, a.text) },
        b: {
          origin: `${other.id}@${a.drugs[0] ?? ''}`,
          kind: 'item',
          channel: other.channel,
          profile: itemProfile(sameProduct, i, sameProduct.text, 5),
        },
      },
      i,
    );
    const sameReaction = { ...other, reactions: a.reactions };
    push(
      {
        label: 'not_duplicate',
        category: 'same_reaction_other_product',
        a: { origin: a.id, kind: 'case', channel: a.channel, profile: caseProfile(a, i, a.text) },
        b: {
          origin: `${other.id}#${a.reactions[0]?.term ?? ''}`,
          kind: 'item',
          channel: other.channel,
          profile: itemProfile(sameReaction, i, other.text, 4),
        },
      },
      i,
    );
    if (i % 2 === 0) {
      const sameEvent = { ...sameProduct, reactions: a.reactions };
      const far = i % 8 < 4;
      push(
        {
          label: 'not_duplicate',
          category: far
            ? 'same_product_same_reaction_far_in_time'
            : 'same_product_same_reaction_other_patient',
          a: { origin: a.id, kind: 'case', channel: a.channel, profile: caseProfile(a, i, a.text) },
          b: {
            origin: `${other.id}@${a.drugs[0] ?? ''}#`,
            kind: 'item',
            channel: other.channel,
            profile: itemProfile(sameEvent, i, sameEvent.text, far ? 90 + i : 6),
          },
        },
        i,
      );
    }
  });

  // Unrelated pairs: each ADR case against a text of the fixture that is not about its drug (PQC, MI, chatter).
  const rest = texts.filter((text) => !adr.includes(text));
  adr.forEach((a, i) => {
    const b = rest[(i * 7) % rest.length] as TrainingText;
    if (sharesDrug(a, b)) return;
    push(
      {
        label: 'not_duplicate',
        category: 'unrelated',
        a: { origin: a.id, kind: 'case', channel: a.channel, profile: caseProfile(a, i, a.text) },
        b: { origin: b.id, kind: 'item', channel: b.channel, profile: itemProfile(b, i + 11, b.text) },
      },
      i,
    );
  });
  return pairs;
}

export const PAIRS_FILE = join(REPO_ROOT, 'apps/server/src/test/fixtures/duplicates/pairs.jsonl');

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const pairs = buildPairs();
  writeFileSync(PAIRS_FILE, `${pairs.map((pair) => JSON.stringify(pair)).join('\n')}\n`);
  console.log(`${pairs.length} pairs → ${PAIRS_FILE}`);
}
