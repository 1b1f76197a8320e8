import { clientConfigSchema, type ClientConfig } from '@vigila/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

export function buildClientConfig(config: AppConfig): ClientConfig {
  const { oidc } = config;
  return {
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    audience: oidc.audience,
    scope: oidc.scope,
    rolesClaim: oidc.claims.roles,
    orgsClaim: oidc.claims.orgs,
    orgIdClaim: oidc.claims.orgId,
    orgNameClaim: oidc.claims.orgName,
  };
}

/** GET /config.json: read by the SPA at start-up, so one build serves any identity provider. */
export function registerClientConfig(app: FastifyInstance, config: AppConfig): void {
  const body = clientConfigSchema.parse(buildClientConfig(config));
  app.get('/config.json', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(body),
  );
}
