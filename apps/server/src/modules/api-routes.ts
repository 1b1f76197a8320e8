import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { createAuthenticateHook } from '../http/authenticate.ts';
import { createAuthorizeHook } from '../http/authorize.ts';
import { acceptEmptyJsonBodies } from '../http/empty-json-body.ts';
import { documentSecurity } from '../http/openapi.ts';
import type { ClaimNames } from '../http/token-claims.ts';
import type { ModuleRoutesOptions } from '../http/route-options.ts';
import type { TokenVerifier } from '../http/token-verifier.ts';
import type { AppServices } from '../services.ts';
import { analysisModelsRoutes } from './analysis-models/index.ts';
import { casesRoutes, caseWorkflowRoutes, caseWorkRoutes, reportingRulesRoutes } from './cases/index.ts';
import { duplicatesRoutes } from './duplicates/index.ts';
import { feedbackRoutes } from './feedback/index.ts';
import { emailsRoutes } from './emails/index.ts';
import { healthRoutes } from './health/index.ts';
import { homeRoutes } from './home/index.ts';
import { vectorRoutes } from './vector/index.ts';
import { meddraRoutes } from './meddra/index.ts';
import { exportsRoutes } from './exports/index.ts';
import { callerIdentityLoader } from './memberships/index.ts';
import { invitationsRoutes } from './invitations/index.ts';
import { itemsRoutes } from './items/index.ts';
import { orgRoutes, permissionsRoutes } from './org/index.ts';
import { productsRoutes } from './products/index.ts';
import { psurRoutes } from './psur/index.ts';
import { reportsRoutes } from './reports/index.ts';
import { recordingsRoutes } from './recordings/index.ts';
import { retentionRoutes } from './retention/index.ts';
import { sourcesRoutes } from './sources/index.ts';
import { triageRoutes } from './triage/index.ts';
import { usersRoutes } from './users/index.ts';

export interface ApiRoutesOptions {
  database: Database;
  /** Everything a module needs (jobs, blob store, analyser, signing secret); plugins take it as `services`. */
  services: AppServices;
  /** The address browsers use (signed file links are built on it). */
  publicUrl: string;
  verifier: TokenVerifier;
  claimNames: ClaimNames;
}

/**
 * Everything under /api. Every route declares its access rule (`config: { access }`, http/access-rule.ts; the
 * server does not start otherwise); the authenticate and authorize hooks enforce it before any handler runs.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  app,
  { database, verifier, claimNames, services, publicUrl },
) => {
  app.addHook('onRoute', documentSecurity);
  acceptEmptyJsonBodies(app);
  app.addHook(
    'onRequest',
    createAuthenticateHook({
      verifier,
      loadIdentity: callerIdentityLoader(database.db),
    }),
  );
  app.addHook('preValidation', createAuthorizeHook({ claimNames }));

  await app.register(healthRoutes, { database, blobStore: services.blobStore });
  await app.register(usersRoutes, { db: database.db, claimNames });
  // One line per module plugin: await app.register(xRoutes, modules);
  const modules: ModuleRoutesOptions<AppServices> = { services, claimNames, publicUrl };
  await app.register(itemsRoutes, modules);
  await app.register(triageRoutes, modules);
  await app.register(feedbackRoutes, modules);
  await app.register(analysisModelsRoutes, modules);
  await app.register(emailsRoutes, modules);
  await app.register(recordingsRoutes, modules);
  await app.register(sourcesRoutes, modules);
  await app.register(casesRoutes, modules);
  await app.register(caseWorkRoutes, modules);
  await app.register(caseWorkflowRoutes, modules);
  await app.register(reportingRulesRoutes, modules);
  await app.register(duplicatesRoutes, modules);
  await app.register(orgRoutes, modules);
  await app.register(permissionsRoutes, modules);
  await app.register(invitationsRoutes, modules);
  await app.register(meddraRoutes, modules);
  await app.register(exportsRoutes, modules);
  await app.register(homeRoutes, modules);
  await app.register(psurRoutes, modules);
  await app.register(retentionRoutes, modules);
  await app.register(productsRoutes, modules);
  await app.register(reportsRoutes, modules);
  await app.register(vectorRoutes, modules);
};
