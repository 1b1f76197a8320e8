import type { Database, Db } from '../../db/client.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

/** What the retention services use: the database, and the blob store (a purged recording's audio goes). */
export interface RetentionDeps {
  db: Db;
  blobStore: BlobStore;
  now: () => Date;
}

/** What the module takes of the services (AppServices satisfies it). */
export interface RetentionServices {
  database: Pick<Database, 'db'>;
  blobStore: BlobStore;
}
