import fastifyMultipart from '@fastify/multipart';
import { endpoints } from '@vigila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { requireReleaseAdmin } from './meddra.policy.ts';
import { releasesOf, searchTerms, uploadRelease } from './meddra.service.ts';
import { MEDDRA_UPLOAD_LIMITS, readReleaseUpload } from './read-release-upload.ts';

/** The organisation's MedDRA releases and the type-ahead over them (decision 0018). */
export const meddraRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const { db } = options.services.database;
  await app.register(fastifyMultipart, { limits: MEDDRA_UPLOAD_LIMITS });

  route(app, endpoints.uploadMeddraRelease, {
    access: 'member',
    tags: ['meddra'],
    summary:
      'Load a MedDRA release (multipart: llt, pt, hlt, hlgt, soc, mdhier files, version, language); owners and admins',
    handler: async (request) => {
      const caller = callerOf(request);
      requireReleaseAdmin(caller.roles); // before reading megabytes a technician may not send
      const upload = await readReleaseUpload(request);
      return { success: true as const, data: await uploadRelease(db, caller, upload) };
    },
  });

  route(app, endpoints.meddraReleases, {
    access: 'member',
    tags: ['meddra'],
    summary: "The organisation's MedDRA releases, newest first",
    handler: async (request) => ({ success: true as const, data: await releasesOf(db, callerOf(request)) }),
  });

  route(app, endpoints.searchMeddra, {
    access: 'member',
    tags: ['meddra'],
    summary: "Type-ahead over the current LLTs of the organisation's release in a language (at most 20)",
    handler: async (request) => ({
      success: true as const,
      ...(await searchTerms(db, callerOf(request), request.query)),
    }),
  });
};
