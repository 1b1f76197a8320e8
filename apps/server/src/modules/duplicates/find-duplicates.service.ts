import {
  isLikelyDuplicate,
  productKeys,
  profileOfCase,
  profileOfItem,
  scoreDuplicatePair,
  type DuplicateCandidate,
  type DuplicateProfile,
} from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findCaseRecord } from '../cases/index.ts';
import {
  findCandidateCases,
  findCandidateItems,
  findItemForProfile,
  hasTrigramSearch,
  type CandidateCaseRow,
  type CandidateItemRow,
  type CandidateQuery,
} from './duplicate-candidates.repository.ts';
import { presentCandidate } from './duplicate.presenter.ts';

/** At most this many likely duplicates are shown, best first. */
export const MAX_DUPLICATES = 20;

const profileOfCaseRow = (row: CandidateCaseRow): DuplicateProfile =>
  profileOfCase({
    form: row.form,
    additionalEntries: row.additionalEntries,
    comment: row.comment,
    publishedAt: row.publishedAt.toISOString(),
  });

const profileOfItemRow = (row: CandidateItemRow): DuplicateProfile =>
  profileOfItem({ ...row, publishedAt: row.publishedAt.toISOString() });

/** Reads the candidates of one report (its product names and text), scores them, keeps the likely ones. */
async function likelyDuplicates(
  db: DbExecutor,
  profile: DuplicateProfile,
  exclude: Pick<CandidateQuery, 'excludeCaseId' | 'excludeItemId'> & { orgId: string },
): Promise<DuplicateCandidate[]> {
  const query: CandidateQuery = {
    ...exclude,
    productNames: [...new Set(profile.products.flatMap(productKeys))],
    text: profile.text,
  };
  const trigram = await hasTrigramSearch(db);
  const [caseRows, itemRows] = await Promise.all([
    findCandidateCases(db, query, trigram),
    findCandidateItems(db, query, trigram),
  ]);
  const scored = [
    ...caseRows
      .filter((row) => row.itemId === null || row.itemId !== exclude.excludeItemId)
      .map((row) => ({
        candidate: {
          kind: 'case' as const,
          id: row.id,
          source: row.source,
          text: row.comment,
          publishedAt: row.publishedAt,
        },
        score: scoreDuplicatePair(profile, profileOfCaseRow(row)),
      })),
    ...itemRows.map((row) => ({
      candidate: {
        kind: 'item' as const,
        id: row.id,
        source: row.source,
        text: row.text,
        publishedAt: row.publishedAt,
      },
      score: scoreDuplicatePair(profile, profileOfItemRow(row)),
    })),
  ];
  return scored
    .filter(({ score }) => isLikelyDuplicate(score.score))
    .sort(
      (a, b) =>
        b.score.score - a.score.score ||
        b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime(),
    )
    .slice(0, MAX_DUPLICATES)
    .map(({ candidate, score }) => presentCandidate(candidate, score));
}

/** GET /cases/{id}/duplicates: likely duplicates of a case of the caller's organisation (404 for another's). */
export async function findCaseDuplicates(
  db: DbExecutor,
  caller: Caller,
  { id }: { id: string },
): Promise<DuplicateCandidate[]> {
  const record = await findCaseRecord(db, caller.orgId, id);
  if (!record) throw AppError.of('case_not_found');
  const profile = profileOfCase({
    form: record.form,
    additionalEntries: record.row.additionalEntries,
    comment: record.row.comment,
    publishedAt: record.row.publishedAt.toISOString(),
  });
  return likelyDuplicates(db, profile, {
    orgId: caller.orgId,
    excludeCaseId: id,
    excludeItemId: record.row.itemId ?? undefined,
  });
}

/** GET /items/{id}/duplicates: likely duplicates of an item about to be made a case (404 for another org's). */
export async function findItemDuplicates(
  db: DbExecutor,
  caller: Caller,
  { id }: { id: string },
): Promise<DuplicateCandidate[]> {
  const item = await findItemForProfile(db, caller.orgId, id);
  if (!item) throw AppError.of('item_not_found');
  return likelyDuplicates(db, profileOfItemRow(item), { orgId: caller.orgId, excludeItemId: id });
}
