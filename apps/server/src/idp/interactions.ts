import { parse as parseQueryString } from 'node:querystring';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config.ts';
import type { InvitationProblem } from '@vigila/domain';
import type { Db } from '../db/client.ts';
import { FORM_BODY_LIMIT } from '../http/body-limits.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION_NAME, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { findSignInCandidate, organisationNamedExists } from './accounts.ts';
import { OIDC_MOUNT_PATH } from './constants.ts';
import { grantConsent } from './grant-consent.ts';
import { authenticate } from './authenticate.ts';
import { INVITATION_PROBLEM_TITLE, invitationProblemMessage } from './invitation-messages.ts';
import type { InvitationPort, OpenInvitation } from './invitation-port.ts';
import { renderErrorPage } from './pages/error-page.ts';
import { INVALID_CREDENTIALS_MESSAGE, renderLoginPage } from './pages/login-page.ts';
import { checkSignUpForm, renderSignUpPage, type SignUpFieldErrors } from './pages/sign-up-page.ts';
import type { SignInContextStore } from './sign-in-context.ts';
import { signUpThroughInvitation } from './sign-up.ts';

export interface InteractionDeps {
  config: AppConfig;
  db: Db;
  provider: Provider;
  signInContexts: SignInContextStore;
  invitations: InvitationPort;
}

type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

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
  const { config, db, provider, signInContexts, invitations } = deps;
  const loginAction = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/login`;
  const signUpAction = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/signup`;

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
  const loginPage = async (
    uid: string,
    extra: { email?: string; error?: string; joinOrganisation?: string } = {},
  ) => {
    const demo = (await organisationNamedExists(db, DEMO_ORGANISATION_NAME))
      ? { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD }
      : undefined;
    return renderLoginPage({ action: loginAction(uid), ...extra, ...(demo ? { demo } : {}) });
  };
  /** Why the invitation cannot be used, with a link to the app's ordinary sign-in (without it). */
  const invitationProblem = (reply: FastifyReply, problem: InvitationProblem, invitedEmail?: string) =>
    sendHtml(
      reply,
      problem === 'other_email' ? 403 : 400,
      renderErrorPage({
        title: INVITATION_PROBLEM_TITLE,
        message: invitationProblemMessage(problem, invitedEmail),
        homeUrl: config.publicUrl,
        link: { href: `${config.publicUrl.replace(/\/$/, '')}/auth`, label: 'Go to sign-in' },
      }),
    );
  const signUpPage = (uid: string, invitation: OpenInvitation, name?: string, errors?: SignUpFieldErrors) =>
    renderSignUpPage({
      action: signUpAction(uid),
      email: invitation.inviteeEmail,
      organisation: invitation.orgName,
      ...(name === undefined ? {} : { name }),
      ...(errors ? { errors } : {}),
    });
  /** The invitation a sign-in carries: none, one that cannot be used, or one to accept. */
  const invitationOf = async (interaction: Interaction) => {
    const token = stringParam(interaction, 'invitation');
    if (!token) return { kind: 'none' as const };
    const lookup = await invitations.find(db, token, stringParam(interaction, 'organization'));
    return lookup.ok
      ? { kind: 'valid' as const, invitation: lookup.invitation }
      : { kind: 'problem' as const, problem: lookup.problem };
  };
  const finish = async (
    request: InteractionRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
    organization?: string,
  ) => {
    const grantId = await grantConsent({
      provider,
      config,
      signInContexts,
      interaction,
      accountId,
      ...(organization ? { organization } : {}),
    });
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
    // A browser posting these forms too often (http/rate-limits.ts) gets a page rather than JSON — the sign-in
    // form again, with why and for how long, so the person can wait and retry; any other error, or a client that
    // does not ask for HTML, goes on to the app's handler.
    scope.setErrorHandler(async (error: FastifyError, request: InteractionRequest, reply) => {
      if (error.statusCode !== 429 || !(request.headers.accept ?? '').includes('text/html')) throw error;
      if (request.routeOptions.url?.endsWith('/login')) {
        const email = formField(request.body, 'email');
        return sendHtml(reply, 429, await loginPage(request.params.uid, { email, error: error.message }));
      }
      const page = renderErrorPage({
        title: 'Too many attempts',
        message: error.message,
        homeUrl: config.publicUrl,
      });
      return sendHtml(reply, 429, page);
    });

    scope.get<{ Params: { uid: string } }>(`${OIDC_MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return expired(reply);
      const invited = await invitationOf(interaction);
      if (invited.kind === 'problem') return invitationProblem(reply, invited.problem);
      if (invited.kind === 'valid') {
        // An invitation always asks who is accepting it: a new account for the invited address, or a sign-in.
        const { invitation } = invited;
        if (!(await findSignInCandidate(db, invitation.inviteeEmail))) {
          return sendHtml(reply, 200, signUpPage(interaction.uid, invitation));
        }
        const join = { email: invitation.inviteeEmail, joinOrganisation: invitation.orgName };
        return sendHtml(reply, 200, await loginPage(interaction.uid, join));
      }
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
        const invited = await invitationOf(interaction);
        if (invited.kind === 'problem') return invitationProblem(reply, invited.problem);
        const invitation = invited.kind === 'valid' ? invited.invitation : undefined;
        const email = formField(request.body, 'email');
        const outcome = await authenticate(db, {
          email,
          password: formField(request.body, 'password'),
          clientId: config.oidc.clientId,
          requestedOrgId: invitation?.orgId ?? stringParam(interaction, 'organization'),
        });
        if (!outcome.ok) {
          const page = await loginPage(interaction.uid, {
            email,
            error: INVALID_CREDENTIALS_MESSAGE,
            ...(invitation ? { joinOrganisation: invitation.orgName } : {}),
          });
          return sendHtml(reply, 401, page);
        }
        request.log.info({ userId: outcome.userId }, 'signed in');
        if (!invitation) return finish(request, reply, interaction, outcome.userId);

        const accepted = await db.transaction((tx) => invitations.accept(tx, invitation, outcome.userId));
        if (!accepted.ok) return invitationProblem(reply, accepted.problem, invitation.inviteeEmail);
        request.log.info({ userId: outcome.userId, invitationId: invitation.id }, 'invitation accepted');
        return finish(request, reply, interaction, outcome.userId, invitation.orgId);
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${OIDC_MOUNT_PATH}/interaction/:uid/signup`,
      async (request, reply) => {
        const interaction = await loadInteraction(request, reply);
        if (!interaction) return expired(reply);
        const invited = await invitationOf(interaction);
        if (invited.kind === 'problem') return invitationProblem(reply, invited.problem);
        // Sign-up exists only to accept an invitation.
        if (invited.kind === 'none') return expired(reply);
        const { invitation } = invited;
        const form = {
          name: formField(request.body, 'name'),
          password: formField(request.body, 'password'),
          confirmation: formField(request.body, 'confirmation'),
        };
        const errors = checkSignUpForm(form);
        if (Object.keys(errors).length > 0) {
          return sendHtml(reply, 400, signUpPage(interaction.uid, invitation, form.name, errors));
        }
        const outcome = await signUpThroughInvitation(
          db,
          {
            invitation,
            name: form.name,
            password: form.password,
            clientId: config.oidc.clientId,
          },
          invitations.accept,
        );
        if (!outcome.ok) {
          if (outcome.problem !== 'account_exists') {
            return invitationProblem(reply, outcome.problem, invitation.inviteeEmail);
          }
          // Someone made an account for the address meanwhile: it signs in to accept.
          const join = { email: invitation.inviteeEmail, joinOrganisation: invitation.orgName };
          return sendHtml(reply, 409, await loginPage(interaction.uid, join));
        }
        request.log.info(
          { userId: outcome.userId, invitationId: invitation.id },
          'signed up through invitation',
        );
        return finish(request, reply, interaction, outcome.userId, invitation.orgId);
      },
    );
    done();
  });
}

function stringParam(interaction: Interaction, name: 'organization' | 'invitation'): string | undefined {
  const value = interaction.params[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
