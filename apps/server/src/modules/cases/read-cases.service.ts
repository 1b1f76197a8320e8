import {
  generateCaseE2b,
  type CaseCounts,
  type CaseDetail,
  type CaseE2bResult,
  type CaseHistoryEntry,
  type CaseSummary,
  type Pagination,
} from '@vigila/domain';
import type { z } from 'zod';
import type { caseListQuerySchema } from '@vigila/domain';
import { AppError } from '../../http/app-error.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import {
  caseIdentityOf,
  presentCaseDetail,
  presentCaseHistoryEntry,
  presentCaseSummary,
} from './case.presenter.ts';
import {
  countCaseRecords,
  countCasesByStatus,
  findCaseRecord,
  listCaseRecords,
  type CaseFilters,
  type CaseRecord,
} from './cases.repository.ts';
import { findUserName, listCaseAuditEvents } from './case-history.repository.ts';
import { listMatchableProducts } from '../products/index.ts';

type ParsedCaseListQuery = z.output<typeof caseListQuerySchema>;

/** GET /cases: newest edit first, one page plus pagination (page 1 without `page`: no list is unbounded). */
export async function listCases(
  db: DbExecutor,
  { orgId }: Caller,
  query: ParsedCaseListQuery,
): Promise<{ data: CaseSummary[]; pagination: Pagination }> {
  const filters: CaseFilters = {
    status: query.status,
    caseType: query.case_type,
    source: query.source,
    overdue: query.overdue,
    itemId: query.item_id,
  };
  const page = query.page ?? 1;
  const pageSize = query.page_size;
  const [records, total] = await Promise.all([
    listCaseRecords(db, orgId, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countCaseRecords(db, orgId, filters),
  ]);
  return {
    data: records.map(presentCaseSummary),
    pagination: { page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) },
  };
}

export function countCases(db: DbExecutor, caller: Caller): Promise<CaseCounts> {
  return countCasesByStatus(db, caller.orgId);
}

async function requireCase(db: DbExecutor, orgId: string, id: string): Promise<CaseRecord> {
  const record = await findCaseRecord(db, orgId, id);
  if (!record) throw AppError.of('case_not_found');
  return record;
}

/** One case of the caller's organisation, by id (404 for another organisation's). */
export interface CaseRef {
  id: string;
}

export async function getCase(db: DbExecutor, caller: Caller, { id }: CaseRef): Promise<CaseDetail> {
  const record = await requireCase(db, caller.orgId, id);
  const assigneeName = record.row.assigneeId ? await findUserName(db, record.row.assigneeId) : null;
  return presentCaseDetail(record, assigneeName, await listMatchableProducts(db, caller.orgId));
}

export async function getCaseHistory(
  db: DbExecutor,
  caller: Caller,
  { id }: CaseRef,
): Promise<CaseHistoryEntry[]> {
  await requireCase(db, caller.orgId, id);
  return (await listCaseAuditEvents(db, caller.orgId, id)).map(presentCaseHistoryEntry);
}

/** The case's E2B(R2) file (SPEC §7), from the saved case only; its receipt dates date the report. */
export async function generateE2bOfCase(
  db: DbExecutor,
  caller: Caller,
  { id }: CaseRef,
): Promise<CaseE2bResult> {
  const { row, form } = await requireCase(db, caller.orgId, id);
  return generateCaseE2b(caseIdentityOf(row), form, {}, row.additionalEntries);
}
