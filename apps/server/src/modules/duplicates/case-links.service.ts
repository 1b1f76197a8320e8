import { randomUUID } from 'node:crypto';
import { CASE_LINK_KINDS, type CaseLink, type CaseLinkKind, type LinkCaseRequest } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor, DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { excerptOf } from './duplicate.presenter.ts';
import { casesOfOrg, deleteCaseLink, insertCaseLink, listCaseLinks } from './case-links.repository.ts';

export const CASES_LINKED = 'Cases linked successfully';
export const CASES_UNLINKED = 'Cases unlinked successfully';

const isLinkKind = (kind: string): kind is CaseLinkKind =>
  (CASE_LINK_KINDS as readonly string[]).includes(kind);

/** Both cases must be the caller's organisation's: another's is "not found", as everywhere (no existence leak). */
async function requireCasesOfOrg(db: DbExecutor, orgId: string, ids: readonly string[]): Promise<void> {
  const found = await casesOfOrg(db, orgId, ids);
  if (ids.some((id) => !found.has(id))) throw AppError.of('case_not_found');
}

/** The link or unlink in both cases' histories: each names the other. */
async function auditLink(
  tx: DbTransaction,
  caller: Caller,
  type: 'case.linked' | 'case.unlinked',
  pair: { a: string; b: string; kind: string },
): Promise<void> {
  for (const [caseId, other] of [
    [pair.a, pair.b],
    [pair.b, pair.a],
  ] as const) {
    await recordAuditEvent(tx, {
      type,
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { case_id: caseId, linked_case_id: other, kind: pair.kind },
    });
  }
}

/** POST /cases/{id}/links: case `id` is a duplicate or a follow-up of `linked_case_id`; audited on both. */
export async function linkCases(
  db: Db,
  caller: Caller,
  { id, body }: { id: string; body: LinkCaseRequest },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Existence first: another organisation's case is "not found" whatever else is wrong with the request.
    await requireCasesOfOrg(tx, caller.orgId, [id, body.linked_case_id]);
    if (id === body.linked_case_id) throw AppError.of('case_link_to_itself');
    const inserted = await insertCaseLink(tx, {
      id: randomUUID(),
      orgId: caller.orgId,
      caseId: id,
      linkedCaseId: body.linked_case_id,
      kind: body.kind,
      createdBy: caller.userId,
    });
    if (!inserted) throw AppError.of('cases_already_linked');
    await auditLink(tx, caller, 'case.linked', { a: id, b: body.linked_case_id, kind: body.kind });
  });
}

/** DELETE /cases/{id}/links/{linkedId}: removes the link, whichever of the two made it; audited on both. */
export async function unlinkCases(
  db: Db,
  caller: Caller,
  { id, linkedId }: { id: string; linkedId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCasesOfOrg(tx, caller.orgId, [id]);
    const deleted = await deleteCaseLink(tx, caller.orgId, id, linkedId);
    if (!deleted) throw AppError.of('case_link_not_found');
    await auditLink(tx, caller, 'case.unlinked', { a: id, b: linkedId, kind: deleted.kind });
  });
}

/** GET /cases/{id}/links: the links of a case in both directions ("linked cases show each other"). */
export async function getCaseLinks(
  db: DbExecutor,
  caller: Caller,
  { id }: { id: string },
): Promise<CaseLink[]> {
  await requireCasesOfOrg(db, caller.orgId, [id]);
  const rows = await listCaseLinks(db, caller.orgId, id);
  return rows.flatMap((row): CaseLink[] => {
    if (!isLinkKind(row.kind)) return [];
    const outgoing = row.caseId === id;
    return [
      {
        case_id: outgoing ? row.linkedCaseId : row.caseId,
        kind: row.kind,
        direction: outgoing ? 'outgoing' : 'incoming',
        source: row.otherSource,
        excerpt: excerptOf(row.otherComment),
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}
