import { NON_SERIOUS_CASE_DUE_DAYS, SERIOUS_CASE_DUE_DAYS, SERIOUSNESS_FIELDS } from '@vigila/domain';
import { sql, type SQL } from 'drizzle-orm';
import { cases } from '../../db/schema/index.ts';
import { formColumn } from './case-columns.sql.ts';

/**
 * The regulatory clock in SQL, so the list can filter and count overdue cases without loading them. A case is due on
 * its stored obligation due date (decision 0044: the earliest expedited obligation by the reporting rules, kept in
 * step with every write) when it has one; else on the SPEC's fixed clock, packages/domain/src/cases/regulatory-clock.ts
 * (the integration tests check the two agree): the UTC day of day_zero + 15 days when any seriousness flag is set,
 * + 90 otherwise — so a case owed only periodic reports keeps the SPEC's processing target. Overdue once that day
 * has passed (UTC) while the case is not completed. Plain timestamps in UTC avoid the session time zone's DST.
 */
export const seriousSql: SQL<boolean> = sql<boolean>`(${sql.join(
  SERIOUSNESS_FIELDS.map((field) => sql`coalesce(${formColumn(field)}, false)`),
  sql` or `,
)})`;

/** A possibly serious case not yet downgraded (issue 27) keeps the shorter clock too. */
const dueDays = sql`case when ${seriousSql} or ${cases.possiblySeriousWords} is not null then ${sql.raw(String(SERIOUS_CASE_DUE_DAYS))} else ${sql.raw(
  String(NON_SERIOUS_CASE_DUE_DAYS),
)} end`;

const fixedDueDay = sql`((${cases.dayZero} at time zone 'UTC') + make_interval(days => ${dueDays}))::date`;

const dueDay = sql`coalesce(${cases.obligationDueDate}, ${fixedDueDay})`;

export const dueDateSql: SQL<string> = sql<string>`to_char(${dueDay}, 'YYYY-MM-DD')`;

export const overdueSql: SQL<boolean> = sql<boolean>`(${cases.status} <> 'completed' and (now() at time zone 'UTC')::date > ${dueDay})`;
