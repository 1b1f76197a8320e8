import type { Database } from '../../db/client.ts';
import type { Embedder } from './embedder.ts';

/**
 * What the vector module takes of the services, named here so the module never imports the composition root:
 * services.ts's AppServices satisfies it, and api-routes.ts / workers.ts hand AppServices in.
 */
export interface VectorServices {
  database: Pick<Database, 'db'>;
  embedder: Embedder;
}
