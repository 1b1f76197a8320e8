import fastifyMultipart from '@fastify/multipart';
import { endpoints } from '@vigila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import type { EmailsServices } from './emails.deps.ts';
import { route } from '../../http/route.ts';
import { reanalyzeEmail, uploadEmail } from './emails.service.ts';
import { mailboxDeps } from './mailboxes/mailbox-deps.ts';
import { mailboxesRoutes } from './mailboxes/mailboxes.routes.ts';
import { MAX_EMAIL_BYTES, readUploadedEmail } from './read-upload.ts';

/**
 * E-mail intake: .eml upload, re-analysis, and mailbox connections (the list, detail and history routes are the
 * items module's). Multipart parsing is registered here only, with this module's size limit.
 */
export const emailsRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions<EmailsServices>> = async (
  app,
  options,
) => {
  const deps = mailboxDeps(options.services);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_EMAIL_BYTES, files: 1, fields: 5 } });

  route(app, endpoints.uploadEmail, {
    access: 'member',
    tags: ['emails'],
    summary: 'Upload one .eml file (multipart field `email`); the same file twice answers the same id',
    handler: async (request) => {
      const caller = callerOf(request);
      const file = await readUploadedEmail(request);
      if ('tooLarge' in file) throw AppError.of('email_too_large');
      const { id } = await uploadEmail(deps, caller, file);
      return { success: true as const, id };
    },
  });

  route(app, endpoints.analyzeEmail, {
    access: 'member',
    tags: ['emails'],
    summary: 'Analyse an e-mail again (its AI status goes back to pending)',
    handler: async (request) => {
      await reanalyzeEmail(deps, callerOf(request), request.body);
      return { success: true as const };
    },
  });

  await app.register(mailboxesRoutes, { deps, publicUrl: options.publicUrl });
};
