import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../http/caller.ts';
import { route } from '../../../http/route.ts';
import { startMailboxConnection } from './connect-mailbox.service.ts';
import { finishMailboxConnection } from './finish-mailbox-connection.service.ts';
import type { MailboxDeps } from './mailbox-deps.ts';
import { deleteMailbox, listMailboxes, requestMailboxSync } from './mailboxes.service.ts';

export interface MailboxesRoutesOptions {
  deps: MailboxDeps;
  publicUrl: string;
}

/** Where the browser lands after the provider's sign-in: the settings page, which shows the outcome. */
export function settingsRedirect(result: 'connected' | 'error', provider: string): string {
  return `/settings?${new URLSearchParams({ mailbox: result, provider }).toString()}`;
}

/** Mailbox connections of the organisation (Microsoft 365 via Graph, Gmail via the Gmail API). */
export const mailboxesRoutes: FastifyPluginCallbackZod<MailboxesRoutesOptions> = (app, { deps }, done) => {
  route(app, endpoints.mailboxes, {
    access: 'member',
    tags: ['mailboxes'],
    summary: 'Connected mailboxes of the organisation, with the result of their last sync',
    handler: async (request) => ({
      success: true as const,
      data: await listMailboxes(deps, callerOf(request)),
    }),
  });

  route(app, endpoints.connectMailbox, {
    access: 'member',
    tags: ['mailboxes'],
    summary: "Start connecting a mailbox: answers the provider's sign-in URL (owner, admin, manager)",
    handler: async (request) => {
      const { url } = await startMailboxConnection(deps, callerOf(request), request.params);
      return { success: true as const, url };
    },
  });

  route(app, endpoints.mailboxCallback, {
    access: 'public',
    tags: ['mailboxes'],
    summary: 'OAuth2 redirect target: stores the mailbox and sends the browser to /settings?mailbox=…',
    handler: async (request, reply) => {
      const { provider } = request.params;
      const outcome = await finishMailboxConnection(deps, provider, request.query);
      if (outcome.result === 'error') {
        request.log.warn(
          { provider, reason: outcome.reason, err: outcome.cause },
          'mailbox connection failed',
        );
      }
      return reply.redirect(settingsRedirect(outcome.result, provider), 302);
    },
  });

  route(app, endpoints.syncMailbox, {
    access: 'member',
    tags: ['mailboxes'],
    summary: 'Fetch new messages of a mailbox now (any member)',
    handler: async (request) => {
      await requestMailboxSync(deps, callerOf(request), request.params);
      return { success: true as const, message: 'Mailbox sync started' };
    },
  });

  route(app, endpoints.deleteMailbox, {
    access: 'member',
    tags: ['mailboxes'],
    summary: 'Disconnect a mailbox; imported e-mails stay (the permission matrix: remove a channel)',
    handler: async (request) => {
      await deleteMailbox(deps, callerOf(request), request.params);
      return { success: true as const };
    },
  });
  done();
};
