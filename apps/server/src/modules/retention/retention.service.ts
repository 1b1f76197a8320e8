import type { ArchivedItemsResponse, RetentionResponse, Source } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { detailPathOf } from '../triage/index.ts';
import { listArchivedItems, listRemovedChannels } from './archived-items.repository.ts';
import { mayManageRetention, requireRetentionManager } from './retention.policy.ts';
import {
  countArchived,
  findRetention,
  lockRetention,
  purgeArchivedItems,
  saveRetention,
  type RetentionRow,
} from './retention.repository.ts';
import type { RetentionDeps } from './retention.deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Items archived before this instant may be purged under a period of `days`. */
export function purgeCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

async function retentionAnswer(
  deps: RetentionDeps,
  caller: Caller,
  row: RetentionRow,
): Promise<RetentionResponse> {
  const days = row.purgeArchivedAfterDays;
  const counts = await countArchived(
    deps.db,
    caller.orgId,
    days === null ? null : purgeCutoff(deps.now(), days),
  );
  return {
    purge_archived_after_days: days,
    updated_at: row.updatedAt?.toISOString() ?? null,
    can_manage: await mayManageRetention(deps.db, caller),
    archived_items: counts.archived,
    purgeable_items: counts.purgeable,
  };
}

/** GET /retention: any member reads the setting (so everyone knows what may go); only holders of "purge archived items" change it. */
export async function readRetention(deps: RetentionDeps, caller: Caller): Promise<RetentionResponse> {
  return retentionAnswer(deps, caller, await findRetention(deps.db, caller.orgId));
}

/** PUT /retention: a holder of "purge archived items" (an owner by default) sets or clears the period, audited with the value before. */
export async function changeRetention(
  deps: RetentionDeps,
  caller: Caller,
  request: { purge_archived_after_days: number | null },
): Promise<RetentionResponse> {
  const to = request.purge_archived_after_days;
  await deps.db.transaction(async (tx) => {
    await requireRetentionManager(tx, caller);
    const before = await lockRetention(tx, caller.orgId);
    if (before.purgeArchivedAfterDays === to) return;
    await saveRetention(tx, caller.orgId, { purgeArchivedAfterDays: to, userId: caller.userId });
    await recordAuditEvent(tx, {
      type: 'retention.changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { from: before.purgeArchivedAfterDays, to },
    });
  });
  return readRetention(deps, caller);
}

/**
 * POST /retention/purge: an owner purges the archived items older than the period — never one a case was made of —
 * redacting each and keeping its row as a tombstone, in one audited transaction; the recordings' audio files go
 * after the commit (a failure leaves an orphan file, never a tombstone pointing at content). With no period set
 * nothing may be purged.
 */
export async function purgeArchived(deps: RetentionDeps, caller: Caller): Promise<{ purgedItems: number }> {
  const purged = await deps.db.transaction(async (tx) => {
    await requireRetentionManager(tx, caller);
    const { purgeArchivedAfterDays: days } = await lockRetention(tx, caller.orgId);
    if (days === null) throw AppError.of('retention_not_set');
    const archivedBefore = purgeCutoff(deps.now(), days);
    const rows = await purgeArchivedItems(tx, caller.orgId, { archivedBefore, userId: caller.userId });
    await recordAuditEvent(tx, {
      type: 'retention.purged',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        afterDays: days,
        archivedBefore: archivedBefore.toISOString(),
        purgedItems: rows.length,
        itemIds: rows.map((row) => row.id),
      },
    });
    return rows;
  });
  for (const { blobKey } of purged) {
    if (blobKey) await deps.blobStore.remove(blobKey).catch(() => undefined);
  }
  return { purgedItems: purged.length };
}

/** GET /archived-items: the removed channels and the latest archived items, each still readable by its id. */
export async function readArchive(deps: RetentionDeps, caller: Caller): Promise<ArchivedItemsResponse> {
  const [channels, rows] = await Promise.all([
    listRemovedChannels(deps.db, caller.orgId),
    listArchivedItems(deps.db, caller.orgId),
  ]);
  return {
    channels: channels.map((row) => ({
      source: row.source as Source,
      source_key: row.sourceKey,
      archived_items: row.archivedItems,
      archived_at: row.archivedAt.toISOString(),
    })),
    items: rows.map((row) => ({
      id: row.id,
      source: row.source as Source,
      source_key: row.sourceKey,
      external_id: row.externalId,
      detail_path: detailPathOf(row),
      title: row.title,
      archived_at: row.archivedAt.toISOString(),
      archived_reason: row.archivedReason,
      purged_at: row.purgedAt?.toISOString() ?? null,
      has_case: row.hasCase,
    })),
  };
}
