import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

/** What the recordings services use, taken from the app services by the routes. */
export interface RecordingsDeps {
  db: Db;
  jobs: JobQueue;
  blobStore: BlobStore;
  blobSigningSecret: Buffer;
  /** The address browsers use; signed audio links point at `${publicUrl}/files`. */
  publicUrl: string;
}
