import {
  HOME_DUE_SOON_DAYS,
  HOME_SYNC_FAILURE_DAYS,
  HOME_TREND_WEEKS,
  isMonitoredSource,
  SOURCES,
  type HomeData,
  type Source,
} from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { countLatestVerdicts, flagMetrics } from '../feedback/index.ts';
import {
  casesClosedQuery,
  casesOpenedQuery,
  itemWeeksQuery,
  pendingFlaggedQuery,
  readOpenCases,
  sourceHealthQuery,
} from './home.repository.ts';
import { presentSourceHealth } from './home.presenter.ts';
import { trendWindow } from './home-weeks.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const isSource = (value: string): value is Source => (SOURCES as readonly string[]).includes(value);

/**
 * Every figure of the Home page for the caller's organisation (decision 0020): what needs doing now from the item
 * counters and the cases, the last weeks' trends, the Train AI figures and the monitored sources' syncs. Each is
 * one SQL statement filtered by the organisation; none reads another organisation's rows.
 */
export async function homeFigures(db: DbExecutor, caller: Caller, { now }: { now: Date }): Promise<HomeData> {
  const window = trendWindow(now, HOME_TREND_WEEKS);
  const failuresSince = new Date(now.getTime() - HOME_SYNC_FAILURE_DAYS * DAY_MS);
  const [pending, openCases, itemWeeks, opened, closed, verdicts, sources] = await Promise.all([
    pendingFlaggedQuery(db, caller.orgId),
    readOpenCases(db, caller.orgId, HOME_DUE_SOON_DAYS),
    itemWeeksQuery(db, caller.orgId, window),
    casesOpenedQuery(db, caller.orgId, window),
    casesClosedQuery(db, caller.orgId, window),
    countLatestVerdicts(db, caller.orgId),
    sourceHealthQuery(db, caller.orgId, failuresSince),
  ]);
  const openedBy = new Map(opened.map((row) => [row.week, row.n]));
  const closedBy = new Map(closed.map((row) => [row.week, row.n]));
  return {
    weeks: window.weeks,
    pending: pending.flatMap((row) => (isSource(row.source) ? [{ ...row, source: row.source }] : [])),
    cases: openCases,
    item_weeks: itemWeeks.flatMap((row) => (isSource(row.source) ? [{ ...row, source: row.source }] : [])),
    case_weeks: window.weeks.map((week) => ({
      week,
      opened: openedBy.get(week) ?? 0,
      closed: closedBy.get(week) ?? 0,
    })),
    quality: flagMetrics(verdicts),
    sources: sources.flatMap((row) => (isMonitoredSource(row.source) ? [presentSourceHealth(row)] : [])),
  };
}
