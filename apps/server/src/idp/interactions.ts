import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION_NAME, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { organisationNamedExists } from './accounts.ts';
import { OIDC_MOUNT_PATH } from './constants.ts';
import { grantConsent } from './grant-consent.ts';
import { authenticate } from './authenticate.ts';
import { renderErrorPage } from './pages/error-page.ts';
import { INVALID_CREDENTIALS_MESSAGE, renderLoginPage } from './pages/login-page.ts';
import type { SignInContextStore } from './sign-in-context.ts';

export interface InteractionDeps {
  config: AppConfig;
  db: Db;
  provider: Provider;
  signInContexts: SignInContextStore;
}

type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The sign-in pages of the embedded provider, at /oidc/interaction/:uid. oidc-provider sends the browser here
 * when it needs the user to sign in; the pages finish the interaction and send the browser back to it.
 * Consent is implicit: the only client is Vigila's own SPA.
 */
export async function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps): Promise<void> {
  const { config, db, provider, signInContexts } = deps;
  const loginAction = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/login`;

  const loadInteraction = async (request: InteractionRequest, reply: FastifyReply) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  };
  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      renderErrorPage({
        title: 'Sign-in expired',
        message:
          'This sign-in request has expired or was already used. Go back to the app and sign in again.',
        homeUrl: config.publicUrl,
      }),
    );
  const loginPage = async (uid: string, extra: { email?: string; error?: string } = {}) => {
    const demo = (await organisationNamedExists(db, DEMO_ORGANISATION_NAME))
      ? { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD }
      : undefined;
    return renderLoginPage({ action: loginAction(uid), ...extra, ...(demo ? { demo } : {}) });
  };
  const finish = async (
    request: InteractionRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ) => {
    const grantId = await grantConsent({ provider, config, signInContexts, interaction, accountId });
    const result = { login: { accountId }, consent: { grantId } };
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.code(303).header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  await app.register((scope, _options, done) => {
    // Our own small form parser, so these routes do not depend on what the host app registered.
    if (scope.hasContentTypeParser(FORM_CONTENT_TYPE)) scope.removeContentTypeParser(FORM_CONTENT_TYPE);
    scope.addContentTypeParser(
      FORM_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseQueryString(body as string)),
    );

    scope.get<{ Params: { uid: string } }>(`${OIDC_MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return expired(reply);
      switch (interaction.prompt.name) {
        case 'login':
          return sendHtml(reply, 200, await loginPage(interaction.uid));
        case 'consent': {
          // Already signed in; only the grant is missing (e.g. a new scope): grant it and carry on.
          const accountId = interaction.session?.accountId;
          if (!accountId) return sendHtml(reply, 200, await loginPage(interaction.uid));
          return finish(request, reply, interaction, accountId);
        }
        default:
          return expired(reply);
      }
    });

    scope.post<{ Params: { uid: string } }>(
      `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return expired(reply);
        const email = formField(request.body, 'email');
        const outcome = await authenticate(db, {
          email,
          password: formField(request.body, 'password'),
          clientId: config.oidc.clientId,
          requestedOrgId: signInContextOrganisation(interaction),
        });
        if (!outcome.ok) {
          return sendHtml(
            reply,
            401,
            await loginPage(interaction.uid, { email, error: INVALID_CREDENTIALS_MESSAGE }),
          );
        }
        request.log.info({ userId: outcome.userId }, 'signed in');
        return finish(request, reply, interaction, outcome.userId);
      },
    );
    done();
  });
}

function signInContextOrganisation(interaction: Interaction): string | undefined {
  const value = interaction.params.organization;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
