import {
  caseAssessmentRows,
  storedPairAssessmentsSchema,
  CASE_SOURCES,
  CASE_STATUSES,
  DEFAULT_CASE_TYPE,
  isWorkflowStep,
  REVIEW_FLAGS,
  normalizeCaseType,
  REPORTING_RECEIVERS,
  sectionEntries,
  sectionFieldNames,
  productOfDrugName,
  rsiLookupOf,
  type AssessmentRow,
  type CaseDetail,
  type CaseSource,
  type CaseFieldValue,
  type CaseHistoryEntry,
  type CaseIdentity,
  type CaseStatus,
  type CaseSummary,
  type RepeatableSection,
  type ReportingReceiver,
  type SectionEntry,
  type ProductWithLabel,
  type StoredPairAssessment,
} from '@vigila/domain';
import type { CaseAuditRow } from './case-history.repository.ts';
import type { CaseRecord, CaseSummaryRecord, CaseSummaryRow } from './cases.repository.ts';

const statusOf = (value: string): CaseStatus =>
  (CASE_STATUSES as readonly string[]).includes(value) ? (value as CaseStatus) : 'new';

const sourceOf = (value: string): CaseSource =>
  (CASE_SOURCES as readonly string[]).includes(value) ? (value as CaseSource) : 'email';

/** The receiver of the stored obligation due date; a name no longer known reads as none (the fixed clock's). */
const receiverOf = (value: string | null): ReportingReceiver | null =>
  (REPORTING_RECEIVERS as readonly (string | null)[]).includes(value) ? (value as ReportingReceiver) : null;

/** Flag codes per slot: literature names the same three slots SS, QM and SI (SPEC §1). */
const REVIEW_CODES = { adr: 'ADR', pqc: 'PQC', mi: 'MI' } as const;
const LITERATURE_CODES = { adr: 'SS', pqc: 'QM', mi: 'SI' } as const;

/** SPEC §3 "Case: list fields" plus the regulatory clock. aiFlags: the set flags' codes, e.g. ['ADR', 'PQC']. */
export function presentCaseSummary({ row, serious, dueDate, overdue }: CaseSummaryRecord): CaseSummary {
  const flags = { adr: row.adr, pqc: row.pqc, mi: row.mi };
  const codes = row.source === 'literature' ? LITERATURE_CODES : REVIEW_CODES;
  return {
    id: row.id,
    reference_id: row.referenceId,
    status: statusOf(row.status),
    case_type: normalizeCaseType(row.caseType) ?? DEFAULT_CASE_TYPE,
    source: sourceOf(row.source),
    comment: row.comment,
    username: row.username,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    aiFlags: REVIEW_FLAGS.filter((slot) => flags[slot]).map((slot) => codes[slot]),
    ...flags,
    day_zero: row.dayZero.toISOString(),
    ...receiptDatesOf(row),
    serious,
    due_date: dueDate,
    overdue,
    due_receiver: receiverOf(row.obligationDueReceiver),
  };
}

/** A case's receipt dates as calendar days (UTC): day 0 is the initial one (C.1.4), then the latest (C.1.5). */
export function receiptDatesOf(row: Pick<CaseSummaryRow, 'dayZero' | 'latestReceiptAt'>) {
  return {
    initial_receipt_date: row.dayZero.toISOString().slice(0, 10),
    latest_receipt_date: row.latestReceiptAt.toISOString().slice(0, 10),
  };
}

/** What an E2B file names the case by: its ids and its receipt dates (C.1.4, C.1.5), from the saved row. */
export function caseIdentityOf(
  row: Pick<CaseSummaryRow, 'id' | 'referenceId' | 'dayZero' | 'latestReceiptAt'>,
): CaseIdentity {
  return { id: row.id, reference_id: row.referenceId, ...receiptDatesOf(row) };
}

/** Every field of the section in every entry, null when unset, as `form` has them. */
export function presentSectionEntries(
  section: RepeatableSection,
  entries: readonly SectionEntry[],
): Record<string, CaseFieldValue>[] {
  const fields = sectionFieldNames(section);
  return entries.map((entry) => Object.fromEntries(fields.map((field) => [field, entry[field] ?? null])));
}

/** The stored assessments of a case, each checked (a malformed entry is left out rather than trusted). */
export function storedAssessmentsOf(record: Pick<CaseRecord, 'row'>): StoredPairAssessment[] {
  return storedPairAssessmentsSchema.parse(record.row.assessments);
}

/**
 * The Assessment section's rows of a stored case: expectedness from the reference safety information of the product
 * each drug's name refers to in the organisation's dictionary (decision 0042; none given: every pair not assessed).
 */
export function assessmentRowsOf(
  record: Pick<CaseRecord, 'row' | 'form'>,
  dictionary: readonly ProductWithLabel[] = [],
): AssessmentRow[] {
  return caseAssessmentRows(
    record.form,
    record.row.additionalEntries,
    storedAssessmentsOf(record),
    rsiLookupOf(dictionary),
  );
}

/** Per drug entry, the dictionary's product its name refers to (id, name and type), or null. */
function drugProductsOf(drugs: readonly SectionEntry[], dictionary: readonly ProductWithLabel[]) {
  return drugs.map((drug) => {
    const name = drug.medicinal_product;
    const product = typeof name === 'string' ? productOfDrugName(name, dictionary) : null;
    return product === null
      ? null
      : { id: product.id, name: product.name, product_type: product.product_type };
  });
}

export function presentCaseDetail(
  record: CaseRecord,
  assigneeName: string | null,
  dictionary: readonly ProductWithLabel[] = [],
): CaseDetail {
  const entries = (section: RepeatableSection) =>
    presentSectionEntries(section, sectionEntries(record.form, record.row.additionalEntries, section));
  return Object.assign(presentCaseSummary(record), {
    form: record.form,
    sections: { C2: entries('C2'), E: entries('E'), F: entries('F'), G: entries('G') },
    assignee_id: record.row.assigneeId,
    assignee_name: assigneeName,
    item_id: record.row.itemId,
    workflow_step: isWorkflowStep(record.row.workflowStep) ? record.row.workflowStep : 'book_in',
    data_entry_by: record.row.dataEntryBy,
    assessments: assessmentRowsOf(record, dictionary),
    drug_products: drugProductsOf(sectionEntries(record.form, record.row.additionalEntries, 'G'), dictionary),
    possibly_serious_words: record.row.possiblySeriousWords ? [...record.row.possiblySeriousWords] : null,
  });
}

const changeValue = (value: unknown): CaseFieldValue =>
  typeof value === 'string' || typeof value === 'boolean' ? value : null;

type Detail = string | number | boolean | null;
const isDetail = (value: unknown): value is Detail =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * An event's own record beyond the case, field and values it is shown with; null when there is none. Old and new
 * values that are records (the two receipt dates) are shown by their parts: `old_initial_receipt_date`, ….
 */
function detailsOf(data: Record<string, unknown>): Record<string, Detail> | null {
  const parts = Object.entries(data).flatMap(([key, value]): [string, unknown][] =>
    (key === 'old' || key === 'new') && typeof value === 'object' && value !== null
      ? Object.entries(value).map(([part, partValue]) => [`${key}_${part}`, partValue])
      : [[key, value]],
  );
  const shown = parts.filter(
    ([key, value]) => !['case_id', 'field', 'old', 'new'].includes(key) && isDetail(value),
  ) as [string, Detail][];
  return shown.length > 0 ? Object.fromEntries(shown) : null;
}

/** One audit event of the case as a history entry; the creation has no field nor values. */
export function presentCaseHistoryEntry(event: CaseAuditRow): CaseHistoryEntry {
  const field = event.data.field;
  return {
    id: String(event.id),
    type: event.type,
    field: typeof field === 'string' ? field : null,
    old_value: changeValue(event.data.old),
    new_value: changeValue(event.data.new),
    changed_by: event.actorUserId,
    changed_by_name: event.actorName,
    changed_at: event.createdAt.toISOString(),
    details: detailsOf(event.data),
  };
}
