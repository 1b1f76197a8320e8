import type { Database } from '../db/client.ts';
import type { ClaimNames } from './token-claims.ts';

/** What most modules take of the services: the database. */
export interface DatabaseServices {
  database: Pick<Database, 'db'>;
}

/**
 * What every module's route plugin receives: `await app.register(xRoutes, modules)` (modules/api-routes.ts).
 * `Services` is the module's own narrow view of the services (its <name>.deps.ts, database only by default); the
 * composition root's AppServices satisfies every one, so http/ and the modules never name services.ts.
 */
export interface ModuleRoutesOptions<Services = DatabaseServices> {
  services: Services;
  claimNames: ClaimNames;
  publicUrl: string;
}
