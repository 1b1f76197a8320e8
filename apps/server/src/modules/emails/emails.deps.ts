import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

/**
 * What the emails module takes of the services, named here so the module never imports the composition root:
 * services.ts's AppServices satisfies it, and api-routes.ts / workers.ts hand AppServices in.
 */
export interface EmailsServices {
  config: Pick<AppConfig, 'mailboxes' | 'publicUrl'>;
  database: Pick<Database, 'db'>;
  jobs: JobQueue;
  blobStore: BlobStore;
}
