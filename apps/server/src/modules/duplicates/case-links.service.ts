import { randomUUID } from 'node:crypto';
import { CASE_LINK_KINDS, type CaseLink, type CaseLinkKind, type LinkCaseRequest } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
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

/** POST /cases/{id}/links: case `id` is a duplicate or a follow-up of `linked_case_id`. */
export async function linkCases(
  db: DbExecutor,
  caller: Caller,
  { id, body }: { id: string; body: LinkCaseRequest },
): Promise<void> {
  // Existence first: another organisation's case is "not found" whatever else is wrong with the request.
  await requireCasesOfOrg(db, caller.orgId, [id, body.linked_case_id]);
  if (id === body.linked_case_id) throw AppError.of('case_link_to_itself');
  const inserted = await insertCaseLink(db, {
    id: randomUUID(),
    orgId: caller.orgId,
    caseId: id,
    linkedCaseId: body.linked_case_id,
    kind: body.kind,
    createdBy: caller.userId,
  });
  if (!inserted) throw AppError.of('cases_already_linked');
}

/** DELETE /cases/{id}/links/{linkedId}: removes the link, whichever of the two made it. */
export async function unlinkCases(
  db: DbExecutor,
  caller: Caller,
  { id, linkedId }: { id: string; linkedId: string },
): Promise<void> {
  await requireCasesOfOrg(db, caller.orgId, [id]);
  if (!(await deleteCaseLink(db, caller.orgId, id, linkedId))) throw AppError.of('case_link_not_found');
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
