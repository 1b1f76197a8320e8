import type { Source } from '@vigila/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jsonDocument } from '../../db/json-document.ts';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { statementRows } from '../../db/statement-rows.ts';

/**
 * The columns ingestion sets; the others keep their defaults until analysis and review fill them. received_at null
 * is the database's now(): the moment the item is first stored.
 */
export type NewItemRow = { receivedAt: Date | null } & Required<
  Pick<
    typeof items.$inferInsert,
    | 'id'
    | 'orgId'
    | 'source'
    | 'sourceKey'
    | 'externalId'
    | 'author'
    | 'title'
    | 'text'
    | 'html'
    | 'url'
    | 'publishedAt'
    | 'language'
    | 'statusId'
    | 'aiStatus'
    | 'data'
  >
>;

/** An item's natural key (per organisation and source) with its id. */
export interface ItemKeyRow {
  id: string;
  orgId: string;
  source: string;
  externalId: string;
}

const keyColumns = { id: items.id, orgId: items.orgId, source: items.source, externalId: items.externalId };

/**
 * Inserts the rows whose (org_id, source, external_id) is new; answers the keys of those it inserted. The rows go
 * as one JSON document: building a 500-row, 15-column statement value by value cost more CPU than PostgreSQL
 * spent inserting it (issue 12's profile).
 */
export async function insertItemsIfAbsent(db: DbExecutor, rows: NewItemRow[]): Promise<ItemKeyRow[]> {
  if (rows.length === 0) return [];
  const document = rows.map((row) => ({
    id: row.id,
    org_id: row.orgId,
    source: row.source,
    source_key: row.sourceKey,
    external_id: row.externalId,
    author: row.author,
    title: row.title,
    text: row.text,
    html: row.html,
    url: row.url,
    published_at: row.publishedAt.toISOString(),
    received_at: row.receivedAt?.toISOString() ?? null,
    language: row.language,
    status_id: row.statusId,
    ai_status: row.aiStatus,
    data: row.data,
  }));
  return statementRows<ItemKeyRow>(
    db,
    sql`
    insert into items (id, org_id, source, source_key, external_id, author, title, text, html, url, published_at,
      received_at, language, status_id, ai_status, data)
    select id, org_id, source, source_key, external_id, author, title, text, html, url, published_at,
      coalesce(received_at, now()), language, status_id, ai_status, data
    from jsonb_to_recordset(${jsonDocument(document)}) as r(id text, org_id text, source text,
      source_key text, external_id text, author text, title text, text text, html text, url text,
      published_at timestamptz, received_at timestamptz, language text, status_id smallint, ai_status text,
      data jsonb)
    on conflict (org_id, source, external_id) do nothing
    returning id, org_id as "orgId", source, external_id as "externalId"`,
  );
}

/** The items of one organisation and source that have one of these ids at the source. */
export async function findItemKeys(
  db: DbExecutor,
  orgId: string,
  source: Source,
  externalIds: string[],
): Promise<ItemKeyRow[]> {
  return db
    .select(keyColumns)
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.source, source), inArray(items.externalId, externalIds)));
}
