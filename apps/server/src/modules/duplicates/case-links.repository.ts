import type { CaseLinkKind } from '@vigila/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import { caseLinks, cases } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export interface CaseLinkRow {
  caseId: string;
  linkedCaseId: string;
  kind: string;
  createdAt: Date;
  /** The other case of the link, as seen from the case asked about. */
  otherSource: string;
  otherComment: string;
}

/** Ids of the given cases that exist in the organisation (the link's two ends are checked in one read). */
export async function casesOfOrg(
  db: DbExecutor,
  orgId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.orgId, orgId), or(...ids.map((id) => eq(cases.id, id)))));
  return new Set(rows.map((row) => row.id));
}

/**
 * Inserts a link; answers false when the pair is already linked either way (the unique index on the unordered
 * pair, case_links_pair_key, decides, so two reviewers linking at once cannot make two rows).
 */
export async function insertCaseLink(
  db: DbExecutor,
  link: {
    id: string;
    orgId: string;
    caseId: string;
    linkedCaseId: string;
    kind: CaseLinkKind;
    createdBy: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(caseLinks)
    .values(link)
    .onConflictDoNothing()
    .returning({ id: caseLinks.id });
  return inserted.length > 0;
}

/** Removes the link between two cases, whichever way it was made; answers whether there was one. */
export async function deleteCaseLink(
  db: DbExecutor,
  orgId: string,
  a: string,
  b: string,
): Promise<{ kind: string } | null> {
  const deleted = await db
    .delete(caseLinks)
    .where(
      and(
        eq(caseLinks.orgId, orgId),
        or(
          and(eq(caseLinks.caseId, a), eq(caseLinks.linkedCaseId, b)),
          and(eq(caseLinks.caseId, b), eq(caseLinks.linkedCaseId, a)),
        ),
      ),
    )
    .returning({ kind: caseLinks.kind });
  return deleted[0] ?? null;
}

/** Every link of a case, made from it or to it, with the other case's channel and comment; newest first. */
export async function listCaseLinks(db: DbExecutor, orgId: string, caseId: string): Promise<CaseLinkRow[]> {
  const otherId = sql`case when ${caseLinks.caseId} = ${caseId} then ${caseLinks.linkedCaseId} else ${caseLinks.caseId} end`;
  return db
    .select({
      caseId: caseLinks.caseId,
      linkedCaseId: caseLinks.linkedCaseId,
      kind: caseLinks.kind,
      createdAt: caseLinks.createdAt,
      otherSource: cases.source,
      otherComment: cases.comment,
    })
    .from(caseLinks)
    .innerJoin(cases, and(eq(cases.orgId, caseLinks.orgId), eq(cases.id, otherId)))
    .where(
      and(eq(caseLinks.orgId, orgId), or(eq(caseLinks.caseId, caseId), eq(caseLinks.linkedCaseId, caseId))),
    )
    .orderBy(sql`${caseLinks.createdAt} desc`);
}
