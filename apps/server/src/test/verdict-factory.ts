import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../db/client.ts';
import { feedback, users } from '../db/schema/index.ts';
import { buildItem } from './item-factory.ts';

/** The texts an organisation's reviewers judged in tests: written channel texts the training fixture lacks. */
export const VERDICT_TEXTS = new URL('../../../../training/channel-texts/w4.jsonl', import.meta.url);
/** The small shared set the retraining tests learn from (ANALYSIS_TRAINING_DIR). */
export const TRAINING_FIXTURE_DIR = new URL('./fixtures/training/', import.meta.url).pathname;

export interface SeededVerdicts {
  items: number;
  verdicts: number;
}

/**
 * Items with reviewers' Train AI verdicts, straight into the tables: each written text becomes an analysed item of
 * its channel, judged on `flags` — 'correct' where the label is true and the item flagged it, 'incorrect' where the
 * label is false and it was flagged, 'missed' where the label is true and it was not.
 */
export async function seedVerdicts(
  db: Db,
  orgId: string,
  options: { limit: number; flags?: readonly ('adr' | 'pqc' | 'mi')[]; userId?: string },
): Promise<SeededVerdicts> {
  const flags = options.flags ?? ['adr', 'pqc', 'mi'];
  const userId = options.userId ?? `usr_${randomUUID()}`;
  if (!options.userId)
    await db.insert(users).values({ id: userId, email: `${userId}@example.test`, name: 'Reviewer' });
  const lines = readFileSync(VERDICT_TEXTS, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, options.limit)
    .map(
      (line) =>
        JSON.parse(line) as { text: string; channel: string; adr: boolean; pqc: boolean; mi: boolean },
    );
  let verdicts = 0;
  for (const [index, line] of lines.entries()) {
    // Half the positives were flagged by the analysis, half missed; every negative was (wrongly) flagged.
    const flagged = (flag: 'adr' | 'pqc' | 'mi') => (line[flag] ? index % 2 === 0 : true);
    const item = await buildItem(db, {
      orgId,
      source: line.channel,
      title: null,
      text: line.text,
      adr: flagged('adr'),
      pqc: flagged('pqc'),
      mi: flagged('mi'),
      analyzer: 'ensemble@test',
    });
    const rows = flags.map((flag) => ({
      id: randomUUID(),
      orgId,
      itemId: item.id,
      source: line.channel,
      userId,
      flag,
      verdict: line[flag] ? (flagged(flag) ? 'correct' : 'missed') : 'incorrect',
      reason: null,
      analyzer: 'ensemble@test',
    }));
    await db.insert(feedback).values(rows);
    verdicts += rows.length;
  }
  return { items: lines.length, verdicts };
}
