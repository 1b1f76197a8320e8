import { STATUS } from '@vigila/domain';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { auditEvents, cases, itemCounts, items, monitoredSources } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { dueDateSql, overdueSql } from '../cases/index.ts';
import { countInt, instant, sumInt, weekOf } from './home-figures.sql.ts';

/** A time window [from, to) of whole UTC weeks. */
export interface WeekWindow {
  from: Date;
  to: Date;
}

/**
 * Pending items per source with each flag slot and with any flag, from the item counters (the whole-source rows,
 * source_key ''): a few dozen rows whatever the number of items. Sources with nothing pending are left out.
 */
export function pendingFlaggedQuery(db: DbExecutor, orgId: string) {
  const flagged = sql`(${itemCounts.adr} or ${itemCounts.pqc} or ${itemCounts.mi})`;
  return db
    .select({
      source: itemCounts.source,
      flagged: sumInt(itemCounts.n, flagged),
      adr: sumInt(itemCounts.n, sql`${itemCounts.adr}`),
      pqc: sumInt(itemCounts.n, sql`${itemCounts.pqc}`),
      mi: sumInt(itemCounts.n, sql`${itemCounts.mi}`),
    })
    .from(itemCounts)
    .where(
      and(eq(itemCounts.orgId, orgId), eq(itemCounts.sourceKey, ''), eq(itemCounts.statusId, STATUS.pending)),
    )
    .groupBy(itemCounts.source)
    .orderBy(asc(itemCounts.source));
}

/** Open cases by the regulatory clock (case-clock.sql.ts): due within `dueSoonDays` days, overdue, unassigned. */
export function openCasesQuery(db: DbExecutor, orgId: string, dueSoonDays: number) {
  const today = sql`(now() at time zone 'UTC')::date`;
  const dueSoon = sql`not ${overdueSql} and (${dueDateSql})::date <= ${today} + ${sql.raw(String(dueSoonDays))}`;
  return db
    .select({
      open: countInt(),
      due_soon: countInt(dueSoon),
      overdue: countInt(overdueSql),
      unassigned: countInt(isNull(cases.assigneeId)),
    })
    .from(cases)
    .where(and(eq(cases.orgId, orgId), sql`${cases.status} <> 'completed'`));
}

/**
 * Items published in each week of the window, per source, with each flag slot (literature's in its slots). Grouped
 * on the week's timestamp and formatted after: one `to_char` per group, not per item (the statement reads every
 * item of the window, most of the call's time at 100,000 items — bench/results/home-call.json).
 */
export function itemWeeksQuery(db: DbExecutor, orgId: string, window: WeekWindow) {
  const weekStart = sql<string>`date_trunc('week', ${items.publishedAt} at time zone 'UTC')`;
  const perWeek = db
    .select({
      weekStart: weekStart.as('week_start'),
      source: items.source,
      items: countInt().as('items'),
      adr: countInt(sql`${items.adr}`).as('adr'),
      pqc: countInt(sql`${items.pqc}`).as('pqc'),
      mi: countInt(sql`${items.mi}`).as('mi'),
    })
    .from(items)
    .where(
      and(
        eq(items.orgId, orgId),
        gte(items.publishedAt, instant(window.from)),
        lt(items.publishedAt, instant(window.to)),
      ),
    )
    .groupBy(weekStart, items.source)
    .as('per_week');
  return db
    .select({
      week: sql<string>`to_char(${perWeek.weekStart}, 'YYYY-MM-DD')`,
      source: perWeek.source,
      items: perWeek.items,
      adr: perWeek.adr,
      pqc: perWeek.pqc,
      mi: perWeek.mi,
    })
    .from(perWeek)
    .orderBy(perWeek.weekStart, perWeek.source);
}

/** Cases created in each week of the window. */
export function casesOpenedQuery(db: DbExecutor, orgId: string, window: WeekWindow) {
  const week = weekOf(cases.createdAt);
  return db
    .select({ week, n: countInt() })
    .from(cases)
    .where(
      and(
        eq(cases.orgId, orgId),
        gte(cases.createdAt, instant(window.from)),
        lt(cases.createdAt, instant(window.to)),
      ),
    )
    .groupBy(week);
}

/** Cases set to completed in each week of the window (audit 'case.status_changed' to completed), each once a week. */
export function casesClosedQuery(db: DbExecutor, orgId: string, window: WeekWindow) {
  const week = weekOf(auditEvents.createdAt);
  return db
    .select({ week, n: sql<number>`count(distinct ${auditEvents.data}->>'case_id')::int` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.orgId, orgId),
        gte(auditEvents.createdAt, instant(window.from)),
        lt(auditEvents.createdAt, instant(window.to)),
        eq(auditEvents.type, 'case.status_changed'),
        sql`${auditEvents.data}->>'new' = 'completed'`,
      ),
    )
    .groupBy(week);
}

/** Every monitored source with its latest sync and the failed syncs since `failuresSince`. */
export function sourceHealthQuery(db: DbExecutor, orgId: string, failuresSince: Date) {
  const failures = db
    .select({
      sourceId: sql<string>`${auditEvents.data}->>'sourceId'`.as('source_id'),
      n: countInt().as('n'),
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.orgId, orgId),
        gte(auditEvents.createdAt, instant(failuresSince)),
        eq(auditEvents.type, 'source.sync_failed'),
      ),
    )
    .groupBy(sql`${auditEvents.data}->>'sourceId'`)
    .as('failures');
  return db
    .select({
      source: monitoredSources.source,
      key: monitoredSources.key,
      label: monitoredSources.label,
      lastSync: monitoredSources.lastSync,
      failures: sql<number>`coalesce(${failures.n}, 0)::int`,
    })
    .from(monitoredSources)
    .leftJoin(failures, eq(failures.sourceId, monitoredSources.id))
    .where(eq(monitoredSources.orgId, orgId))
    .orderBy(asc(monitoredSources.source), asc(monitoredSources.key));
}

export async function readOpenCases(db: DbExecutor, orgId: string, dueSoonDays: number) {
  const [row] = await openCasesQuery(db, orgId, dueSoonDays);
  return row ?? { open: 0, due_soon: 0, overdue: 0, unassigned: 0 };
}
