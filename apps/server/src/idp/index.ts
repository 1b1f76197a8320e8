import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { deleteExpiredOidcPayloads } from './adapter.ts';
import type { InvitationPort } from './invitation-port.ts';
import { OIDC_MOUNT_PATH } from './constants.ts';
import { registerInteractionRoutes } from './interactions.ts';
import { loadProviderSecrets, toPublicJwks } from './keys.ts';
import { createProvider } from './provider.ts';
import { SignInContextStore } from './sign-in-context.ts';

export interface IdentityProviderHandle {
  /** The provider's public signing keys, for verifying access tokens in-process. */
  getPublicJwks(): Promise<JSONWebKeySet>;
}

export interface IdentityProviderDeps {
  config: AppConfig;
  db: Db;
  /** The invitations module's lookup and accept (modules/invitations), handed in by app.ts. */
  invitations: InvitationPort;
}

const PROVIDER_METHODS = ['GET', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'] as const;
const EXPIRED_ROWS_SWEEP_MS = 60 * 60 * 1000;

/**
 * Mounts the embedded OpenID Connect provider at /oidc: oidc-provider (a Koa app) gets the raw request of every
 * /oidc/* route, except the sign-in pages (/oidc/interaction/*), which are Fastify routes. The routes that feed
 * oidc-provider parse no body, so it reads the untouched request stream itself.
 */
export async function mountIdentityProvider(
  app: FastifyInstance,
  { config, db, invitations }: IdentityProviderDeps,
): Promise<IdentityProviderHandle> {
  const secrets = await loadProviderSecrets(db);
  const signInContexts = new SignInContextStore(db);
  const provider = createProvider({ config, db, secrets, signInContexts });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
  const callback = provider.callback();

  await registerInteractionRoutes(app, { config, db, provider, signInContexts, invitations });
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null, undefined));
    scope.route({
      method: [...PROVIDER_METHODS],
      url: `${OIDC_MOUNT_PATH}/*`,
      handler: async (request, reply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        // Like a mounted sub-app: oidc-provider routes on the path below the mount point and rebuilds its
        // URLs from originalUrl.
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(OIDC_MOUNT_PATH.length) || '/';
        await new Promise<void>((resolve) => {
          reply.raw.once('close', resolve);
          void callback(raw, reply.raw);
        });
        raw.url = raw.originalUrl;
      },
    });
    done();
  });

  const sweep = () =>
    deleteExpiredOidcPayloads(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'oidc sweep failed'),
    );
  await sweep();
  const timer = setInterval(() => void sweep(), EXPIRED_ROWS_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });

  const publicJwks = toPublicJwks(secrets.signingKeys);
  return { getPublicJwks: () => Promise.resolve(publicJwks) };
}
