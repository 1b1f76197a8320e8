import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/transaction.ts';
import { at, rows, type PsurScope } from './psur.repository.ts';

export interface FlaggedCountRow {
  source: string;
  flagged: number;
  adr: number;
  pqc: number;
  mi: number;
}

/** `%text%` for `ilike`, its wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The organisation's flagged items published in the interval whose text, title or analysed products name the
 * product (case-insensitive), per source and flag slot.
 */
export function flaggedItemCounts(db: DbExecutor, scope: PsurScope, productText: string) {
  const like = containsPattern(productText);
  return rows<FlaggedCountRow>(
    db,
    sql`select source, count(*)::int as flagged, (count(*) filter (where adr))::int as adr,
        (count(*) filter (where pqc))::int as pqc, (count(*) filter (where mi))::int as mi
      from items
      where org_id = ${scope.orgId} and published_at >= ${at(scope.from)} and published_at < ${at(scope.end)}
        and (adr or pqc or mi)
        and (text ilike ${like} or title ilike ${like} or (case_facts->'products')::text ilike ${like})
      group by source order by source`,
  );
}
