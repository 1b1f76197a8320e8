import { randomUUID } from 'node:crypto';
import { STATUS, type Source } from '@vigila/domain';
import { recordAuditEvents } from '../../audit/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { findItemKeys, insertItemsIfAbsent, type NewItemRow } from './item-ingest.repository.ts';

export interface NewItem {
  orgId: string;
  source: Source;
  sourceKey?: string | null;
  externalId: string;
  author?: string | null;
  title?: string | null;
  text: string;
  html?: string | null;
  url?: string | null;
  publishedAt: Date;
  /** When the organisation received it (decision 0032); absent: now, the moment it is first stored. */
  receivedAt?: Date | null;
  language?: string | null;
  data: Record<string, unknown>;
}

export interface IngestOptions {
  actorUserId: string | null;
  /** false: do not analyse yet (recordings wait for their transcription). Default true. */
  analyze?: boolean;
}

// 29 columns a row: 500 rows stay far below PostgreSQL's 65,535 parameters per statement.
const CHUNK = 500;

const keyOf = (item: { orgId: string; source: string; externalId: string }) =>
  `${item.orgId}\u0000${item.source}\u0000${item.externalId}`;

function rowOf(item: NewItem): NewItemRow {
  return {
    id: randomUUID(),
    orgId: item.orgId,
    source: item.source,
    sourceKey: item.sourceKey ?? null,
    externalId: item.externalId,
    author: item.author ?? null,
    title: item.title ?? null,
    text: item.text,
    html: item.html ?? null,
    url: item.url ?? null,
    publishedAt: item.publishedAt,
    receivedAt: item.receivedAt ?? null,
    language: item.language ?? null,
    statusId: STATUS.pending,
    aiStatus: 'pending',
    data: item.data,
  };
}

/** Ids of items that already existed, looked up by their natural key (per organisation and source). */
async function existingIds(db: DbExecutor, chunk: NewItem[]): Promise<Map<string, string>> {
  const groups = new Map<string, { orgId: string; source: Source; externalIds: string[] }>();
  for (const item of chunk) {
    const groupKey = `${item.orgId}\u0000${item.source}`;
    const group = groups.get(groupKey) ?? { orgId: item.orgId, source: item.source, externalIds: [] };
    group.externalIds.push(item.externalId);
    groups.set(groupKey, group);
  }
  const found = new Map<string, string>();
  for (const { orgId, source, externalIds } of groups.values()) {
    const rows = await findItemKeys(db, orgId, source, externalIds);
    for (const row of rows) found.set(keyOf(row), row.id);
  }
  return found;
}

/**
 * Idempotent on (org_id, source, external_id): an existing item is returned with created=false, unchanged.
 * New items get status pending and ai_status 'pending'; analysis is enqueued for them unless
 * options.analyze === false (recordings: analysis waits for the transcription). Runs in one transaction and is
 * set-based: per chunk of 500, one statement inserts the items, one their audit events and one their analysis
 * jobs, so a worker never sees a job whose item is not committed.
 */
export async function ingestItems(
  db: DbExecutor,
  jobs: JobQueue,
  newItems: NewItem[],
  options: IngestOptions,
): Promise<{ id: string; created: boolean }[]> {
  if (newItems.length === 0) return [];
  return db.transaction(async (tx) => {
    const results: { id: string; created: boolean }[] = [];
    for (let start = 0; start < newItems.length; start += CHUNK) {
      const chunk = newItems.slice(start, start + CHUNK);
      const inserted = await insertItemsIfAbsent(tx, chunk.map(rowOf));
      const created = new Map(inserted.map((row) => [keyOf(row), row]));
      const existing =
        inserted.length < chunk.length ? await existingIds(tx, chunk) : new Map<string, string>();
      const seen = new Set<string>();
      for (const item of chunk) {
        const key = keyOf(item);
        const row = created.get(key);
        // The same thing twice in one call: the first is created, the second is "already there".
        const isNew = row !== undefined && !seen.has(key);
        seen.add(key);
        const id = row?.id ?? existing.get(key);
        // Not inserted and not found: only possible if the row was deleted between the two statements.
        if (id === undefined) throw new Error(`Item ${item.externalId} vanished during ingestion`);
        results.push({ id, created: isNew });
      }
      await recordAuditEvents(
        tx,
        inserted.map((row) => ({
          type: 'item.created' as const,
          orgId: row.orgId,
          actorUserId: options.actorUserId,
          data: { itemId: row.id, source: row.source as Source, externalId: row.externalId },
        })),
      );
      if (options.analyze !== false) {
        const payloads = inserted.map((row) => ({ orgId: row.orgId, itemId: row.id }));
        await jobs.sendMany('analyze-item', payloads, { within: tx });
      }
    }
    return results;
  });
}
