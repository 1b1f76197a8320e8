import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/transaction.ts';
import { statementRows as rows } from '../../db/statement-rows.ts';
import {
  drugEntriesSql,
  nameMatchesSql,
  normalisedSql,
  PRODUCT_ROLES,
  reactionEntriesSql,
  reactionSeriousSql,
  wordStartPattern,
} from './psur-entries.sql.ts';

/** The product (normalised) and the interval as instants: [from, end) where end is the day after the DLP (UTC). */
export interface PsurScope {
  orgId: string;
  product: string;
  from: Date;
  end: Date;
  /** The language whose active MedDRA release names SOCs and PTs (the other one when it has none). */
  language: string;
}

/** A case of the product received by the data lock point, and whether it was received in the interval. */
export interface ScopedCase {
  id: string;
  in_interval: boolean;
}

export { rows };

export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** The scoped cases as a table `s(id, in_interval)`, passed as one JSON parameter. */
const scopeTable = (scoped: readonly ScopedCase[]): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(scoped)}::jsonb) as s(id text, in_interval boolean)`;

/**
 * The organisation's cases of the product up to the DLP (decision 0023): a suspect or interacting drug whose
 * medicinal product or active substance has a word starting with the product text; received (day 0) before `end`.
 */
export async function scopedCases(db: DbExecutor, scope: PsurScope): Promise<ScopedCase[]> {
  // A product text of punctuation only names no product.
  if (scope.product === '') return [];
  return rows<ScopedCase>(
    db,
    sql`select c.id, c.day_zero >= ${at(scope.from)} as in_interval
      from cases c
      where c.org_id = ${scope.orgId} and c.day_zero < ${at(scope.end)}
        and exists (
          select 1 from ${drugEntriesSql} d
          where d.role in ${PRODUCT_ROLES}
            and (${nameMatchesSql(sql`d.product`, scope.product)} or ${nameMatchesSql(sql`d.substance`, scope.product)})
        )`,
  );
}

/** The organisation's active MedDRA release, of `language` first. */
const releaseSql = (scope: PsurScope): SQL => sql`(
  select id, version from meddra_releases
  where org_id = ${scope.orgId} and active
  order by (language = ${scope.language}) desc, uploaded_at desc
  limit 1
)`;

export function activeReleaseVersion(db: DbExecutor, scope: PsurScope) {
  return rows<{ version: string }>(db, sql`select version from ${releaseSql(scope)} rel`);
}

/**
 * Every reaction of the scoped cases with its PT, SOC and names when its PT code is a PT of the release (the PT's
 * own LLT row: a PT is always an LLT of the same code), else null.
 */
const codedReactionsSql = (scope: PsurScope, scoped: readonly ScopedCase[]): SQL => sql`
  select s.id as case_id, s.in_interval, r.ord, r.term, r.pt_code, r.outcome, (${reactionSeriousSql}) as serious,
    r.death, r.life_threatening, r.hospitalization, r.disabling, r.congenital_anomaly, r.medically_important,
    m.pt_code as coded_pt, m.pt_name, m.soc_code, m.soc_name
  from ${scopeTable(scoped)}
  join cases c on c.id = s.id and c.org_id = ${scope.orgId}
  cross join lateral ${reactionEntriesSql} r
  left join meddra_terms m on m.org_id = ${scope.orgId}
    and m.release_id = (select id from ${releaseSql(scope)} rel)
    and m.llt_code = r.pt_code and m.pt_code = r.pt_code`;

export interface ReactionCountRow {
  soc_code: string | null;
  soc_name: string | null;
  pt_code: string | null;
  pt_name: string | null;
  term: string | null;
  is_soc_total: boolean;
  interval: number;
  interval_serious: number;
  cumulative: number;
  cumulative_serious: number;
}

/**
 * Cases per SOC and PT (coded) or per reported term (not coded, SOC null), and per SOC (its cases once), each in
 * the interval and cumulatively, all and serious (the reaction's own criteria).
 */
export function reactionCounts(db: DbExecutor, scope: PsurScope, scoped: readonly ScopedCase[]) {
  return rows<ReactionCountRow>(
    db,
    sql`with coded as (${codedReactionsSql(scope, scoped)}),
      keyed as (
        select case_id, in_interval, serious, soc_code, soc_name, pt_name, term,
          case when soc_code is not null then coded_pt else 'term:' || lower(trim(coalesce(nullif(trim(term), ''), pt_code))) end as pt_key,
          case when soc_code is not null then coded_pt end as pt_code
        from coded
      )
      select soc_code, max(soc_name) as soc_name,
        case when grouping(pt_key) = 0 then max(pt_code) end as pt_code,
        case when grouping(pt_key) = 0 then max(pt_name) end as pt_name,
        case when grouping(pt_key) = 0 and soc_code is null then min(coalesce(nullif(trim(term), ''), pt_key)) end as term,
        grouping(pt_key) = 1 as is_soc_total,
        (count(distinct case_id) filter (where in_interval))::int as interval,
        (count(distinct case_id) filter (where in_interval and serious))::int as interval_serious,
        count(distinct case_id)::int as cumulative,
        (count(distinct case_id) filter (where serious))::int as cumulative_serious
      from keyed
      group by grouping sets ((soc_code), (soc_code, pt_key))
      order by max(soc_name) nulls last, soc_code nulls last, grouping(pt_key) desc, count(distinct case_id) desc,
        min(coalesce(pt_name, term))`,
  );
}

export interface SeriousnessCounts {
  serious_interval: number;
  serious_cumulative: number;
  [criterion: string]: number;
}

/** Cases serious (any criterion of any reaction) and per criterion, in the interval and cumulatively. */
export async function seriousnessCounts(db: DbExecutor, scope: PsurScope, scoped: readonly ScopedCase[]) {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`with per_case as (
        select case_id, bool_or(in_interval) as in_interval, bool_or(serious) as serious,
          bool_or(death) as death, bool_or(life_threatening) as life_threatening,
          bool_or(hospitalization) as hospitalization, bool_or(disabling) as disabling,
          bool_or(congenital_anomaly) as congenital_anomaly, bool_or(medically_important) as medically_important
        from (${codedReactionsSql(scope, scoped)}) coded
        group by case_id
      )
      select
        (count(*) filter (where in_interval and serious))::int as serious_interval,
        (count(*) filter (where serious))::int as serious_cumulative,
        (count(*) filter (where in_interval and death))::int as death_interval,
        (count(*) filter (where death))::int as death_cumulative,
        (count(*) filter (where in_interval and life_threatening))::int as life_threatening_interval,
        (count(*) filter (where life_threatening))::int as life_threatening_cumulative,
        (count(*) filter (where in_interval and hospitalization))::int as hospitalization_interval,
        (count(*) filter (where hospitalization))::int as hospitalization_cumulative,
        (count(*) filter (where in_interval and disabling))::int as disabling_interval,
        (count(*) filter (where disabling))::int as disabling_cumulative,
        (count(*) filter (where in_interval and congenital_anomaly))::int as congenital_anomaly_interval,
        (count(*) filter (where congenital_anomaly))::int as congenital_anomaly_cumulative,
        (count(*) filter (where in_interval and medically_important))::int as medically_important_interval,
        (count(*) filter (where medically_important))::int as medically_important_cumulative
      from per_case`,
  );
  return row ?? {};
}

export interface KeyCountRow {
  key: string;
  interval: number;
  cumulative: number;
}

const keyCounts = (key: SQL) => sql`${key} as key,
  (count(*) filter (where in_interval))::int as interval, count(*)::int as cumulative`;

/** Reactions per outcome code (`none` when not given). */
export function outcomeCounts(db: DbExecutor, scope: PsurScope, scoped: readonly ScopedCase[]) {
  return rows<KeyCountRow>(
    db,
    sql`select ${keyCounts(sql`coalesce(nullif(trim(outcome), ''), 'none')`)}
      from (${codedReactionsSql(scope, scoped)}) coded group by 1 order by 1`,
  );
}

/** Cases per source channel, and per country (occurrence, else primary source, else reporter; `none`). */
export function caseKeyCounts(
  db: DbExecutor,
  scope: PsurScope,
  scoped: readonly ScopedCase[],
  by: 'source' | 'country',
) {
  const key =
    by === 'source'
      ? sql`c.source`
      : sql`coalesce(upper(coalesce(nullif(trim(c.occur_country), ''), nullif(trim(c.primary_source_country), ''),
          nullif(trim(c.reporter_country), ''))), 'none')`;
  return rows<KeyCountRow>(
    db,
    sql`select ${keyCounts(key)}
      from ${scopeTable(scoped)} join cases c on c.id = s.id and c.org_id = ${scope.orgId}
      group by 1 order by 3 desc, 1`,
  );
}

export interface LineListingRow {
  case_id: string;
  reference_id: string;
  receipt_date: string;
  country: string | null;
  age: string | null;
  age_unit: string | null;
  sex: string | null;
  source: string;
  status: string;
  drugs: {
    product: string | null;
    substance: string | null;
    role: string | null;
    dose: string | null;
    dose_unit: string | null;
    route: string | null;
  }[];
  reactions: ({
    term: string | null;
    pt_name: string | null;
    outcome: string | null;
  } & Record<string, boolean | string | null>)[];
}

/** The interval's cases, oldest receipt first, with their suspect and interacting drugs and their reactions. */
export function lineListing(
  db: DbExecutor,
  scope: PsurScope,
  scoped: readonly ScopedCase[],
  limit: number | null,
) {
  const interval = scoped.filter((row) => row.in_interval);
  return rows<LineListingRow>(
    db,
    sql`select c.id as case_id, c.reference_id, to_char(c.day_zero at time zone 'UTC', 'YYYY-MM-DD') as receipt_date,
        upper(coalesce(nullif(trim(c.occur_country), ''), nullif(trim(c.primary_source_country), ''),
          nullif(trim(c.reporter_country), ''))) as country,
        c.age, c.age_unit, c.gender as sex, c.source, c.status,
        (select coalesce(json_agg(json_build_object('product', d.product, 'substance', d.substance, 'role', d.role,
            'dose', d.dose, 'dose_unit', d.dose_unit, 'route', d.route) order by d.ord), '[]'::json)
          from ${drugEntriesSql} d where d.role in ${PRODUCT_ROLES}) as drugs,
        (select coalesce(json_agg(json_build_object('term', x.term, 'pt_name', x.pt_name, 'outcome', x.outcome,
            'death', x.death, 'life_threatening', x.life_threatening, 'hospitalization', x.hospitalization,
            'disabling', x.disabling, 'congenital_anomaly', x.congenital_anomaly,
            'medically_important', x.medically_important) order by x.ord), '[]'::json)
          from (select r.*, m.pt_name from ${reactionEntriesSql} r
            left join meddra_terms m on m.org_id = ${scope.orgId}
              and m.release_id = (select id from ${releaseSql(scope)} rel)
              and m.llt_code = r.pt_code and m.pt_code = r.pt_code) x) as reactions
      from ${scopeTable(interval)} join cases c on c.id = s.id and c.org_id = ${scope.orgId}
      order by c.day_zero, c.reference_id, c.id
      ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

/** Distinct suspect or interacting drug names and substances of the organisation's cases with a word starting `q`. */
export function productNames(db: DbExecutor, orgId: string, normalisedQuery: string, limit: number) {
  const pattern = wordStartPattern(normalisedQuery);
  return rows<{ name: string; cases: number }>(
    db,
    sql`select min(name) as name, count(distinct case_id)::int as cases
      from (
        select c.id as case_id, trim(n.name) as name
        from cases c cross join lateral ${drugEntriesSql} d
        cross join lateral (values (d.product), (d.substance)) as n(name)
        where c.org_id = ${orgId} and d.role in ${PRODUCT_ROLES} and nullif(trim(n.name), '') is not null
      ) names
      where ${normalisedQuery === '' ? sql`true` : sql`${normalisedSql(sql`name`)} like ${pattern}`}
      group by lower(name)
      order by 2 desc, 1
      limit ${limit}`,
  );
}
