import type { AppServices } from '../services.ts';
import type { ClaimNames } from './token-claims.ts';

/** What every module's route plugin receives: `await app.register(xRoutes, modules)` (modules/api-routes.ts). */
export interface ModuleRoutesOptions {
  services: AppServices;
  claimNames: ClaimNames;
  publicUrl: string;
}
