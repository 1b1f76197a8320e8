import { z } from 'zod';
import { MONITORED_SOURCES } from './source-list.ts';
import { LITERATURE_DATABASES } from './literature-basics.ts';
import { syncSummarySchema } from './source-call-shapes.ts';

/** How often a monitored source is synced again; each source's definition names its default (DEFAULT_SYNC_SCHEDULE). */
export const SYNC_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type SyncSchedule = (typeof SYNC_SCHEDULES)[number];

export const monitoredSourceSchema = z.object({
  id: z.string(),
  source: z.enum(MONITORED_SOURCES),
  /** Normalised key: Instagram handle, YouTube channel username, ASIN, or literature search term. */
  key: z.string(),
  /** Amazon product name (SPEC §2.3: the sidebar shows it, or the ASIN); null elsewhere. */
  label: z.string().nullable(),
  /** Literature only: the databases searched (at least one); empty for other sources. */
  databases: z.array(z.enum(LITERATURE_DATABASES)),
  schedule: z.enum(SYNC_SCHEDULES),
  next_sync_at: z.string().nullable(),
  last_sync: syncSummarySchema.nullable(),
  /** Items imported from this source, and those still pending review. */
  item_count: z.number().int(),
  pending_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type MonitoredSourceEntry = z.infer<typeof monitoredSourceSchema>;

/** SPEC §2.4: a panel is setup-required until the server has the credentials its connector needs. */
export const PANEL_STATUSES = ['active', 'inactive', 'setup-required'] as const;
export type PanelStatus = (typeof PANEL_STATUSES)[number];

export const connectorStatusSchema = z.object({
  status: z.enum(PANEL_STATUSES),
  /** What is missing when setup-required, e.g. "APIFY_TOKEN is not set on the server". */
  missing: z.string().nullable(),
  /**
   * Literature only: why each database cannot be searched on this server, null when it can (PubMed needs no key,
   * IBECS an API key). The add form offers only the databases that can run (decision 0037).
   */
  databases: z.record(z.enum(LITERATURE_DATABASES), z.string().nullable()).optional(),
});
export type ConnectorStatus = z.infer<typeof connectorStatusSchema>;

/** GET /sources[?source=]: the organisation's monitored sources and the state of each connector. */
export const monitoredSourceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(monitoredSourceSchema),
  /** One entry per monitored source. */
  connectors: z.record(z.enum(MONITORED_SOURCES), connectorStatusSchema),
});
export const monitoredSourceQuerySchema = z.object({ source: z.enum(MONITORED_SOURCES).optional() });
export const monitoredSourceIdParamsSchema = z.object({ id: z.uuid() });
/** PATCH /sources/{id}: change the schedule. */
export const updateMonitoredSourceRequestSchema = z.object({ schedule: z.enum(SYNC_SCHEDULES) });
export const monitoredSourceResponseSchema = z.object({
  success: z.literal(true),
  data: monitoredSourceSchema,
});
/** POST /sources/{id}/sync: a sync now; answered when it has run. */
export const syncResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: syncSummarySchema,
});
