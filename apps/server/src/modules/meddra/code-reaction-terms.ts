import { MEDDRA_LANGUAGES, type MeddraLanguage } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import { activeReleaseLanguages } from './meddra.repository.ts';
import { matchReactionTerm } from './meddra.service.ts';

/** What the analyser wrote of one item that coding reads and fills. */
export interface ReactionToCode {
  orgId: string;
  reactionTerm?: string | null;
  meddraCode?: string | null;
  language?: string | null;
}

const isMeddraLanguage = (language: string): language is MeddraLanguage =>
  (MEDDRA_LANGUAGES as readonly string[]).includes(language);

/**
 * The releases to try for an item: its own language's first (a lexicon term is in the item's words), then the
 * others (the LLM answers English terms whatever the item's language).
 */
function languagesToTry(itemLanguage: string | null | undefined, loaded: readonly MeddraLanguage[]) {
  const own = itemLanguage?.slice(0, 2).toLowerCase() ?? '';
  const first = isMeddraLanguage(own) && loaded.includes(own) ? [own] : [];
  return [...first, ...loaded.filter((language) => language !== own)];
}

/**
 * Codes the analyser's reaction terms to LLTs (issue 13): fills `meddraCode` with the LLT code, in place, for
 * each analysis with a term and no code whose organisation has a release loaded. One query finds those
 * organisations, so a batch of an organisation without MedDRA costs nothing more. An unmatched term stays
 * uncoded.
 */
export async function codeReactionTerms(db: DbExecutor, analyses: ReactionToCode[]): Promise<void> {
  const toCode = analyses.filter((analysis) => analysis.reactionTerm && !analysis.meddraCode);
  const releases = await activeReleaseLanguages(db, [...new Set(toCode.map((analysis) => analysis.orgId))]);
  if (releases.length === 0) return;
  for (const analysis of toCode) {
    const loaded = releases
      .filter((release) => release.orgId === analysis.orgId)
      .map((release) => release.language);
    for (const language of languagesToTry(analysis.language, loaded)) {
      const match = await matchReactionTerm(db, analysis.orgId, analysis.reactionTerm ?? '', language);
      if (match) {
        analysis.meddraCode = match.llt_code;
        break;
      }
    }
  }
}
