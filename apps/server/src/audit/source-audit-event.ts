import type { MonitoredSource, SyncOutcome, SyncSchedule } from '@vigila/domain';

/**
 * Monitored sources (Instagram profiles, YouTube channels, ASINs, literature terms): added, synced, changed, removed.
 * sourceId is null when items were removed under a key that had no monitored source (e.g. imported before sources
 * were tracked).
 */
type SourceRef = { sourceId: string | null; source: MonitoredSource; key: string };
export type SourceAuditEvent =
  | { type: 'source.added'; orgId: string; actorUserId: string; data: SourceRef & { schedule: SyncSchedule } }
  | {
      type: 'source.synced';
      orgId: string;
      /** null for a scheduled run. */
      actorUserId: string | null;
      data: SourceRef & { outcome: Exclude<SyncOutcome, 'failed'>; fetched: number; added: number };
    }
  | {
      type: 'source.sync_failed';
      orgId: string;
      actorUserId: string | null;
      data: SourceRef & { error: string };
    }
  | {
      type: 'source.renamed';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { from: string | null; to: string; items: number };
    }
  | {
      type: 'source.schedule_changed';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { from: SyncSchedule; to: SyncSchedule };
    }
  | {
      /** Monitoring stopped (decision 0035): its items archived; literature: articles another term found stay. */
      type: 'source.removed';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { archivedItems: number; keptItems: number };
    }
  | {
      /** The same channel added again: the items its removal archived come back (decision 0035). */
      type: 'source.items_restored';
      orgId: string;
      actorUserId: string;
      data: SourceRef & { restoredItems: number };
    }
  | RetentionAuditEvent;

/** Data retention (modules/retention, decision 0035): the setting's changes and each purge, with counts. */
export type RetentionAuditEvent =
  | {
      type: 'retention.changed';
      orgId: string;
      actorUserId: string;
      data: { from: number | null; to: number | null };
    }
  | {
      type: 'retention.purged';
      orgId: string;
      actorUserId: string;
      /** The period applied, the cut-off, how many archived items were purged (tombstones kept) and which. */
      data: { afterDays: number; archivedBefore: string; purgedItems: number; itemIds: string[] };
    };
