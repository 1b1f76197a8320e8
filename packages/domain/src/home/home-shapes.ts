import { z } from 'zod';
import { flagMetricsSchema } from '../items/item-calls.ts';
import { SOURCES, MONITORED_SOURCES } from '../sources/source-list.ts';
import { SYNC_OUTCOMES } from '../sources/source-call-shapes.ts';

const count = z.number().int();

/** Pending items of one source with each flag slot set, and with any (the triage tile), from the item counters. */
export const homePendingSchema = z.object({
  source: z.enum(SOURCES),
  flagged: count,
  adr: count,
  pqc: count,
  mi: count,
});

/** Open cases (not completed) of the organisation by the regulatory clock, and those nobody is assigned. */
export const homeCasesSchema = z.object({
  open: count,
  due_soon: count,
  overdue: count,
  unassigned: count,
});

/** Items published in one week (Monday, UTC) from one source, and how many of them carry each flag slot. */
export const homeItemWeekSchema = z.object({
  week: z.string(),
  source: z.enum(SOURCES),
  items: count,
  adr: count,
  pqc: count,
  mi: count,
});

/** Cases opened (created) and closed (set to completed) in one week. */
export const homeCaseWeekSchema = z.object({ week: z.string(), opened: count, closed: count });

/** One monitored source's latest sync and its failures over the last `HOME_SYNC_FAILURE_DAYS` days. */
export const homeSourceHealthSchema = z.object({
  source: z.enum(MONITORED_SOURCES),
  key: z.string(),
  label: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  last_outcome: z.enum(SYNC_OUTCOMES).nullable(),
  last_error: z.string().nullable(),
  failures: count,
});

/** GET /home: every figure of the Home page in one answer, all of the caller's organisation (decision 0020). */
export const homeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The Monday (YYYY-MM-DD, UTC) of each trend week, oldest first. */
    weeks: z.array(z.string()),
    pending: z.array(homePendingSchema),
    cases: homeCasesSchema,
    item_weeks: z.array(homeItemWeekSchema),
    case_weeks: z.array(homeCaseWeekSchema),
    quality: z.object({ adr: flagMetricsSchema, pqc: flagMetricsSchema, mi: flagMetricsSchema }),
    sources: z.array(homeSourceHealthSchema),
  }),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
export type HomeData = HomeResponse['data'];
export type HomePending = z.infer<typeof homePendingSchema>;
export type HomeCases = z.infer<typeof homeCasesSchema>;
export type HomeItemWeek = z.infer<typeof homeItemWeekSchema>;
export type HomeCaseWeek = z.infer<typeof homeCaseWeekSchema>;
export type HomeSourceHealth = z.infer<typeof homeSourceHealthSchema>;
