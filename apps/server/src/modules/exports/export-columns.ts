import { STATUS, isDefaultReasonCode, normaliseStatus, translate, type StatusId } from '@vigila/domain';
import type { ItemRow, NonRelevantReasonOfItem } from '../items/index.ts';
import type { CaseExportRow } from './case-export.repository.ts';
import type { CsvColumn } from './csv-rows.ts';

function statusName(id: StatusId): 'pending' | 'needs_review' | 'non_relevant' {
  switch (id) {
    case STATUS.pending:
      return 'pending';
    case STATUS.needsReview:
      return 'needs_review';
    case STATUS.nonRelevant:
      return 'non_relevant';
  }
}

const iso = (date: Date) => date.toISOString();

/** An exported item: its row, and why it is Non-relevant when it is (null otherwise). */
export type ItemExportRow = ItemRow & { nonRelevantReason: NonRelevantReasonOfItem | null };

/** A reason as a reader knows it: the organisation's wording, or a default's English name, else its code. */
function reasonName(reason: NonRelevantReasonOfItem | null): string | null {
  if (reason === null) return null;
  if (reason.label !== null) return reason.label;
  if (reason.code !== null && isDefaultReasonCode(reason.code))
    return translate(`triage.reason.${reason.code}`);
  return reason.code;
}

/** The columns of an items export (a source's list, or triage): what the list shows plus ids, flags and coding. */
export const ITEM_COLUMNS: readonly CsvColumn<ItemExportRow>[] = [
  { header: 'id', cell: (row) => row.id },
  { header: 'source_id', cell: (row) => row.externalId },
  { header: 'source', cell: (row) => row.source },
  { header: 'source_key', cell: (row) => row.sourceKey },
  { header: 'title', cell: (row) => row.title },
  { header: 'author', cell: (row) => row.author },
  { header: 'published_at', cell: (row) => iso(row.publishedAt) },
  { header: 'status', cell: (row) => statusName(normaliseStatus(row.statusId)) },
  { header: 'non_relevant_reason', cell: (row) => reasonName(row.nonRelevantReason) },
  { header: 'non_relevant_reason_text', cell: (row) => row.nonRelevantReason?.text },
  { header: 'ai_processed', cell: (row) => row.aiStatus === 'processed' },
  { header: 'adr', cell: (row) => row.adr },
  { header: 'pqc', cell: (row) => row.pqc },
  { header: 'mi', cell: (row) => row.mi },
  { header: 'reaction_term', cell: (row) => row.reactionTerm },
  { header: 'meddra_code', cell: (row) => row.meddraCode },
  { header: 'language', cell: (row) => row.language },
  { header: 'url', cell: (row) => row.url },
  { header: 'text', cell: (row) => row.text },
];

/** The columns of the cases export: the list's columns, the regulatory clock, assignee, product and reaction. */
export const CASE_COLUMNS: readonly CsvColumn<CaseExportRow>[] = [
  { header: 'id', cell: (row) => row.id },
  { header: 'reference_id', cell: (row) => row.referenceId },
  { header: 'source', cell: (row) => row.source },
  { header: 'case_type', cell: (row) => row.caseType },
  { header: 'status', cell: (row) => row.status },
  { header: 'serious', cell: (row) => row.serious },
  { header: 'overdue', cell: (row) => row.overdue },
  { header: 'day_zero', cell: (row) => iso(row.dayZero) },
  { header: 'due_date', cell: (row) => row.dueDate },
  { header: 'assignee', cell: (row) => row.assignee },
  { header: 'product', cell: (row) => row.product },
  { header: 'reaction', cell: (row) => row.reaction },
  { header: 'adr', cell: (row) => row.adr },
  { header: 'pqc', cell: (row) => row.pqc },
  { header: 'mi', cell: (row) => row.mi },
  { header: 'created_at', cell: (row) => iso(row.createdAt) },
  { header: 'updated_at', cell: (row) => iso(row.updatedAt) },
];
