import { STATUS, type VectorHit, type VectorStatus } from '@vigila/domain';
import type { ItemRow } from '../items/index.ts';
import { detailPathOf } from '../triage/index.ts';

const TITLE_LENGTH = 100;
const SNIPPET_LENGTH = 240;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export interface Ranking {
  score: number;
  matchedWords: boolean;
}

const ITEM_STATUS: Record<number, VectorStatus> = {
  [STATUS.pending]: 'pending',
  [STATUS.needsReview]: 'needs_review',
  [STATUS.nonRelevant]: 'non_relevant',
};

export function presentItemHit(row: ItemRow, ranking: Ranking): VectorHit {
  const text = squeeze(row.text);
  return {
    kind: 'item',
    id: row.id,
    source: row.source,
    title: cut(squeeze(row.title ?? '') || text || row.externalId, TITLE_LENGTH),
    snippet: cut(text, SNIPPET_LENGTH),
    adr: row.adr,
    pqc: row.pqc,
    mi: row.mi,
    status: ITEM_STATUS[row.statusId] ?? 'pending',
    date: row.publishedAt.toISOString(),
    score: ranking.score,
    matched_words: ranking.matchedWords,
    detail_path: detailPathOf(row),
  };
}

export interface CaseHitRow {
  id: string;
  source: string;
  referenceId: string;
  comment: string;
  product: string | null;
  reaction: string | null;
  narrative: string | null;
  status: string;
  adr: boolean;
  pqc: boolean;
  mi: boolean;
  createdAt: Date;
}

const textOf = (value: string | null) => (value ? squeeze(value) : '');

export function presentCaseHit(row: CaseHitRow, ranking: Ranking): VectorHit {
  const about = [textOf(row.product), textOf(row.reaction)].filter(Boolean).join(' · ');
  return {
    kind: 'case',
    id: row.id,
    source: row.source,
    title: cut(about ? `${row.referenceId} · ${about}` : row.referenceId, TITLE_LENGTH),
    snippet: cut(textOf(row.narrative) || squeeze(row.comment), SNIPPET_LENGTH),
    adr: row.adr,
    pqc: row.pqc,
    mi: row.mi,
    status: (['new', 'progress', 'completed'] as const).find((status) => status === row.status) ?? 'new',
    date: row.createdAt.toISOString(),
    score: ranking.score,
    matched_words: ranking.matchedWords,
    detail_path: `/cases/${encodeURIComponent(row.id)}`,
  };
}
