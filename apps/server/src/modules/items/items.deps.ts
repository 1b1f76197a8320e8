import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

/**
 * What the items module takes of the services, named here so the module never imports the composition root:
 * services.ts's AppServices satisfies it, and api-routes.ts / workers.ts hand AppServices in.
 */
export interface ItemsServices {
  database: Pick<Database, 'db'>;
  blobStore: BlobStore;
  /** HMAC key of the expiring /files links. */
  blobSigningSecret: Buffer;
}
