import {
  MAX_SECTION_ENTRIES,
  MEDDRA_CODED_TERMS,
  caseFieldDefinition,
  isCodedSection,
  sectionEntries,
  sectionFieldNames,
  type AdditionalEntries,
  type CaseFieldUpdate,
  type CodeSectionEntryRequest,
  type RepeatableSection,
  type SectionEntry,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { currentLltOf } from '../meddra/index.ts';
import { presentSectionEntries } from './case.presenter.ts';
import { findCaseRecord, writeCaseSection } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

export interface SectionRef {
  id: string;
  section: RepeatableSection;
}

type Entries = SectionEntry[];

/**
 * One change of a repeatable section, in one transaction with the case locked: the section's entries are read
 * (the first from the case's own fields), changed, and written back whole, and the change is audited with the
 * entry it touched. Another organisation's case is not found, and nothing changes.
 */
async function changeSection(
  db: Db,
  caller: Caller,
  { id, section }: SectionRef,
  change: { action: string; index?: number; field?: string },
  apply: (entries: Entries, tx: DbTransaction) => Entries | Promise<Entries>,
) {
  return db.transaction(async (tx) => {
    const record = await findCaseRecord(tx, caller.orgId, id, { forUpdate: true });
    if (!record) throw AppError.of('case_not_found');
    const before = sectionEntries(record.form, record.row.additionalEntries, section);
    const after = await apply(before, tx);
    const [first = {}, ...rest] = after.length > 0 ? after : [{}];
    const additional: AdditionalEntries = { ...record.row.additionalEntries, [section]: rest };
    await writeCaseSection(tx, caller.orgId, id, sectionFieldNames(section), first, additional);
    await refreshObligationDue(tx, caller.orgId, id);
    await recordAuditEvent(tx, {
      type: 'case.section_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        case_id: id,
        section,
        action: change.action,
        index: change.index ?? null,
        field: change.field ?? null,
      },
    });
    return presentSectionEntries(section, after.length > 0 ? after : [{}]);
  });
}

function requireEntry(entries: Entries, index: number): void {
  if (index >= entries.length) throw AppError.of('section_entry_not_found');
}

/** POST /cases/{id}/sections/{section}: a blank entry at the end. */
export function addSectionEntry(db: Db, caller: Caller, ref: SectionRef) {
  return changeSection(db, caller, ref, { action: 'added' }, (entries) => {
    if (entries.length >= MAX_SECTION_ENTRIES) throw AppError.of('section_full');
    return [...entries, {}];
  });
}

/** PUT /cases/{id}/sections/{section}/{index}: one field of one entry, checked like PUT /case/{id}. */
export function updateSectionEntry(
  db: Db,
  caller: Caller,
  ref: SectionRef & { index: number },
  update: CaseFieldUpdate,
) {
  if (caseFieldDefinition(update.field)?.section !== ref.section) throw AppError.of('field_not_in_section');
  return changeSection(
    db,
    caller,
    ref,
    { action: 'updated', index: ref.index, field: update.field },
    (entries) => {
      requireEntry(entries, ref.index);
      return entries.map((entry, index) =>
        index === ref.index ? { ...entry, [update.field]: update.value } : entry,
      );
    },
  );
}

/** DELETE /cases/{id}/sections/{section}/{index}: the entry goes; removing the only one leaves a blank first. */
export function removeSectionEntry(db: Db, caller: Caller, ref: SectionRef & { index: number }) {
  return changeSection(db, caller, ref, { action: 'removed', index: ref.index }, (entries) => {
    requireEntry(entries, ref.index);
    return entries.filter((_, index) => index !== ref.index);
  });
}

/** PUT /cases/{id}/sections/{section}/order: the same entries in a new order (the first becomes the case's own). */
export function reorderSection(db: Db, caller: Caller, ref: SectionRef, order: readonly number[]) {
  return changeSection(db, caller, ref, { action: 'reordered' }, (entries) => {
    const complete = order.length === entries.length && order.every((index) => index < entries.length);
    if (!complete) throw AppError.of('section_order_invalid');
    return order.map((index) => entries[index] ?? {});
  });
}

/**
 * PUT /cases/{id}/sections/{section}/{index}/coding: a reaction's or indication's words with the LLT picked for them,
 * or with no code ("not coded"). The LLT must be a current term of the organisation's release in that language; its
 * PT and the release's version come from the database, never from the client. Words and codes change together.
 */
export async function codeSectionEntry(
  db: Db,
  caller: Caller,
  ref: SectionRef & { index: number },
  coding: CodeSectionEntryRequest,
) {
  if (!isCodedSection(ref.section)) throw AppError.of('section_not_coded');
  const fields = MEDDRA_CODED_TERMS[ref.section];
  return changeSection(
    db,
    caller,
    ref,
    { action: coding.llt_code === null ? 'uncoded' : 'coded', index: ref.index, field: fields.term },
    async (entries, tx) => {
      requireEntry(entries, ref.index);
      const llt =
        coding.llt_code === null
          ? null
          : await currentLltOf(tx, caller.orgId, coding.llt_code, coding.language);
      if (coding.llt_code !== null && llt === null) throw AppError.of('meddra_term_not_found');
      const values = {
        // The request schema trimmed and capped the words; blank is unset, as the form stores it.
        [fields.term]: coding.term === '' ? null : coding.term,
        [fields.lltCode]: llt?.llt_code ?? null,
        [fields.ptCode]: llt?.pt_code ?? null,
        [fields.version]: llt?.version ?? null,
      };
      return entries.map((entry, index) => (index === ref.index ? { ...entry, ...values } : entry));
    },
  );
}
