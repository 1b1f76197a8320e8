import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { API_BASE_PATH } from '@vigila/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.ts';
import { accessRuleGuard } from './http/access-rule.ts';
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, withClearBodyErrors } from './http/body-limits.ts';
import { registerDraining } from './http/draining.ts';
import { addErrorCode, handleError } from './http/error-handler.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { discoveredKeySource, embeddedKeySource } from './http/key-sources.ts';
import { loggerOptions, REQUEST_ID_HEADER, requestIdFor } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseUnstorableText } from './http/storable-text.ts';
import { createTokenVerifier } from './http/token-verifier.ts';
import { VITE_DEV_ORIGIN } from './idp/constants.ts';
import { LOGOUT_SCRIPT_CSP_SOURCE } from './idp/pages/logout-page.ts';
import { apiRoutes } from './modules/api-routes.ts';
import { filesRoutes } from './modules/items/index.ts';
import { invitationPort } from './modules/invitations/index.ts';
import type { AppServices } from './services.ts';
import { registerClientConfig } from './static/client-config.ts';
import { registerSpa } from './static/spa.ts';

/** The services main.ts (or a test) started; the app serves them and never stops them. */
export interface AppDeps extends AppServices {
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: DestinationStream;
}

/**
 * The embedded provider (and oidc-provider with it) is loaded only when used, so a deployment with an outside
 * issuer never loads it. Seeding runs first, so the provider's sign-in page already sees the demo organisation.
 */
async function mountEmbeddedProvider(app: FastifyInstance, config: AppConfig, database: AppDeps['database']) {
  if (config.seedDemo) {
    const { seedDemoOrganisation } = await import('./seed/demo.ts');
    if (await seedDemoOrganisation(database.db)) app.log.info('Seeded the demo organisation "Demo Pharma"');
  }
  const { mountIdentityProvider } = await import('./idp/index.ts');
  return mountIdentityProvider(app, { config, db: database.db, invitations: invitationPort });
}

async function signingKeys(
  app: FastifyInstance,
  config: AppConfig,
  database: AppDeps['database'],
): Promise<JWTVerifyGetKey> {
  if (!config.oidc.embedded) return discoveredKeySource(config.oidc.issuer);
  const provider = await mountEmbeddedProvider(app, config, database);
  return embeddedKeySource(() => provider.getPublicJwks());
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const { database, logStream, ...rest } = deps;
  const services: AppServices = { database, ...rest };
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    requestIdHeader: false, // genReqId reads x-request-id itself, after checking it is safe to log
    genReqId: requestIdFor,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // A request that reaches an open connection while the server drains is answered as usual (with Connection:
    // close), not refused with 503: http/shutdown.ts decides when connections go.
    return503OnClosing: false,
  });
  registerDraining(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler); // fast-json-stringify, checked against zod in tests
  app.setErrorHandler(withClearBodyErrors(handleError));
  app.addHook('preSerialization', addErrorCode); // every error body carries its code (issue 11)
  app.decorateRequest('auth', null);
  app.decorateRequest('membership', null);
  // Before any plugin registers a route, so no /api route escapes it (the docs' included).
  const accessRules = accessRuleGuard();
  app.decorate('routeAccess', accessRules.routes);
  app.addHook('onRoute', accessRules.onRoute);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    connectOrigins: config.oidc.embedded ? [] : [config.oidc.issuer],
    imageOrigins: config.oidc.embedded ? [] : [config.oidc.issuer],
    formOrigins: config.oidc.embedded && config.development ? [VITE_DEV_ORIGIN] : [],
    scriptHashes: [LOGOUT_SCRIPT_CSP_SOURCE],
  });
  refuseUnstorableText(app);
  await registerRateLimits(app, config.rateLimits);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT });
  await registerOpenApi(app);

  const verifier = createTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    getKey: await signingKeys(app, config, database),
  });
  await app.register(apiRoutes, {
    prefix: API_BASE_PATH,
    database,
    services,
    publicUrl: config.publicUrl,
    verifier,
    claimNames: config.oidc.claims,
  });
  await app.register(filesRoutes, { services });

  registerClientConfig(app, config);
  await registerSpa(app, config.webDistDir);
  return app;
}
