import fastifyMultipart from '@fastify/multipart';
import {
  emailAnalyzeRequestSchema,
  emailUploadResponseSchema,
  errorResponseSchema,
  okResponseSchema,
} from '@vigila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { reanalyzeEmail, uploadEmail } from './emails.service.ts';
import { mailboxDeps } from './mailboxes/mailbox-deps.ts';
import { mailboxesRoutes } from './mailboxes/mailboxes.routes.ts';
import { EMAIL_TOO_LARGE, MAX_EMAIL_BYTES, readUploadedEmail } from './read-upload.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * E-mail intake: .eml upload, re-analysis, and mailbox connections (the list, detail and history routes are the
 * items module's). Multipart parsing is registered here only, with this module's size limit.
 */
export const emailsRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const deps = mailboxDeps(options.services);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_EMAIL_BYTES, files: 1, fields: 5 } });

  app.post('/email/upload', {
    config: { access: 'member' },
    schema: {
      tags: ['emails'],
      summary: 'Upload one .eml file (multipart field `email`); the same file twice answers the same id',
      consumes: ['multipart/form-data'],
      response: { 200: emailUploadResponseSchema, 413: errorResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const file = await readUploadedEmail(request);
      if ('tooLarge' in file) return reply.status(413).send({ error: EMAIL_TOO_LARGE, code: 'email_too_large' });
      const { id } = await uploadEmail(deps, caller, file);
      return { success: true as const, id };
    },
  });

  app.post('/email/analyze', {
    config: { access: 'member' },
    schema: {
      tags: ['emails'],
      summary: 'Analyse an e-mail again (its AI status goes back to pending)',
      body: emailAnalyzeRequestSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      await reanalyzeEmail(deps, callerOf(request), request.body);
      return { success: true as const };
    },
  });

  await app.register(mailboxesRoutes, { deps, publicUrl: options.publicUrl });
};
