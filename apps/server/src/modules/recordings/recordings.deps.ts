import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Database, Db } from '../../db/client.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { Transcriber } from '../../transcription/transcriber.ts';

/** What the recordings services use, taken from the app services by the routes. */
export interface RecordingsDeps {
  db: Db;
  jobs: JobQueue;
  blobStore: BlobStore;
  blobSigningSecret: Buffer;
  /** The address browsers use; signed audio links point at `${publicUrl}/files`. */
  publicUrl: string;
}

/**
 * What the recordings module takes of the services, named here so the module never imports the composition root:
 * services.ts's AppServices satisfies it, and api-routes.ts / workers.ts hand AppServices in.
 */
export interface RecordingsServices {
  database: Pick<Database, 'db'>;
  jobs: JobQueue;
  blobStore: BlobStore;
  /** HMAC key of the expiring /files links the player uses. */
  blobSigningSecret: Buffer;
  transcriber: Transcriber;
}
