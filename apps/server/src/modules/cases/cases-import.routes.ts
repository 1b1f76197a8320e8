import fastifyMultipart from '@fastify/multipart';
import { E2B_IMPORT_MAX_BYTES, endpoints } from '@vigila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import { importCase } from './import-case.service.ts';
import { readUploadedE2b } from './read-e2b-upload.ts';

/** POST /cases/import, in its own plugin so multipart parsing (and its 10 MB limit) applies to this route only. */
export const caseImportRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const db = options.services.database.db;
  await app.register(fastifyMultipart, { limits: { fileSize: E2B_IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  route(app, endpoints.importCase, {
    // Creating a case from a file needs what converting an item does.
    access: 'member',
    tags: ['cases'],
    summary: 'Import one E2B(R2) or E2B(R3) file (multipart field `file`) as a new case',
    handler: async (request) => {
      const xml = await readUploadedE2b(request);
      const { id, format } = await importCase(db, callerOf(request), xml);
      return { success: true as const, id, format };
    },
  });
};
