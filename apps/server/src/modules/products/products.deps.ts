import type { Database, Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/** What the product services use: the database, and the queue the items' re-marking goes to. */
export interface ProductsDeps {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
}

/** What the module takes of the services (AppServices satisfies it). */
export interface ProductsServices {
  database: Pick<Database, 'db'>;
  jobs: JobQueue;
}
