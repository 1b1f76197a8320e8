import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseByteRange } from './byte-range.ts';
import type { ItemsServices } from './items.deps.ts';
import { openSignedFile } from './signed-file.service.ts';

const filesQuerySchema = z.object({
  key: z.string().min(1).max(300),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(200),
});

/**
 * GET /files?key&expires&sig — the link the API signed (storage/signed-url.ts). Public: the signature is the
 * authorisation, because an <audio> element cannot send a bearer token. The content type is the one stored on
 * the item that owns the blob (data.content_type), so the signature need not cover it. Range requests get 206,
 * which the browser's audio player needs to seek.
 */
export const filesRoutes: FastifyPluginCallbackZod<{ services: ItemsServices }> = (
  app,
  { services },
  done,
) => {
  app.get('/files', {
    config: { access: 'public' },
    // No response schema: the answer is the file's bytes; errors are the usual { error }.
    schema: { hide: true, querystring: filesQuerySchema },
    handler: async (request, reply) => {
      const { key, expires } = request.query;
      const { blobStore, blobSigningSecret } = services;
      const deps = { db: services.database.db, blobStore, blobSigningSecret };
      const { size, contentType } = await openSignedFile(deps, request.query);

      const range = parseByteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${size}`)
          .send({ error: 'Range not satisfiable' });
      }
      reply
        .header('content-type', contentType)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`);
      if (range.kind === 'full') {
        reply.header('content-length', size);
        return reply.send(await services.blobStore.read(key));
      }
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(await services.blobStore.read(key, range));
    },
  });
  done();
};
