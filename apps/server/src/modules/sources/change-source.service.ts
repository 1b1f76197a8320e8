import type { MonitoredSource } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { adapterOf } from './adapters/registry.ts';
import { deleteSource, findSourceByKey, updateSource } from './monitored-sources.repository.ts';
import {
  archiveItemsOfKey,
  removeSearchTerm,
  renameProductItems,
  resetUnanalysedItems,
} from './source-items.repository.ts';
import type { SourcesDeps } from './sources.deps.ts';

/**
 * The delete calls (SPEC §7.2), as "stop monitoring" (decision 0035): the source's row and its schedule go, its items
 * are archived — never deleted — with one audited count, in one transaction. Shared items (literature: articles
 * another term also found) stay and only lose this key. A key that is neither a monitored source nor on any item
 * answers the adapter's `notFound`.
 */
export async function deleteMonitoredSource(
  deps: SourcesDeps,
  caller: Caller,
  request: { source: MonitoredSource; key: string },
): Promise<{ archivedItems: number }> {
  const { source, key } = request;
  const removed = await deps.db.transaction(async (tx) => {
    const row = await findSourceByKey(tx, caller.orgId, source, key);
    const adapter = adapterOf(source);
    const who = { key, userId: caller.userId };
    const counts = adapter.sharedItems
      ? await removeSearchTerm(tx, caller.orgId, who)
      : { archived: await archiveItemsOfKey(tx, caller.orgId, source, who), kept: 0 };
    if (!row && counts.archived === 0 && counts.kept === 0) throw AppError.of(adapter.remove.notFound);
    if (row) await deleteSource(tx, caller.orgId, row.id);
    await recordAuditEvent(tx, {
      type: 'source.removed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        sourceId: row?.id ?? null,
        source,
        key,
        archivedItems: counts.archived,
        keptItems: counts.kept,
      },
    });
    return { id: row?.id ?? null, archivedItems: counts.archived };
  });
  if (removed.id) await deps.jobs.unschedule('sync-source', removed.id);
  return { archivedItems: removed.archivedItems };
}

/** POST /amazon/update-product-name: the label of the ASIN and the product name on its reviews, together. */
export async function renameProduct(
  deps: SourcesDeps,
  caller: Caller,
  request: { asin: string; productName: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findSourceByKey(tx, caller.orgId, 'amazon', request.asin);
    const renamed = await renameProductItems(tx, caller.orgId, request.asin, request.productName);
    if (!row && renamed === 0) throw AppError.of('asin_not_found');
    if (row) await updateSource(tx, caller.orgId, row.id, { label: request.productName });
    await recordAuditEvent(tx, {
      type: 'source.renamed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        ...{ sourceId: row?.id ?? null, source: 'amazon', key: request.asin },
        ...{ from: row?.label ?? null, to: request.productName, items: renamed },
      },
    });
  });
}

/**
 * The analyze calls: items of the source that are not analysed (pending, or failed) are queued again, with the
 * request audited per item, in one transaction. Items being analysed or done are left alone.
 */
export async function queueUnanalysedItems(
  deps: SourcesDeps,
  caller: Caller,
  request: { source: MonitoredSource; key?: string },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const ids = await resetUnanalysedItems(tx, caller.orgId, request.source, request.key);
    for (const itemId of ids) {
      await recordAuditEvent(tx, {
        type: 'item.reanalysis_requested',
        orgId: caller.orgId,
        actorUserId: caller.userId,
        data: { itemId, source: request.source },
      });
    }
    if (ids.length > 0) {
      const payloads = ids.map((itemId) => ({ orgId: caller.orgId, itemId }));
      await deps.jobs.sendMany('analyze-item', payloads, { within: tx });
    }
    return ids.length;
  });
}
