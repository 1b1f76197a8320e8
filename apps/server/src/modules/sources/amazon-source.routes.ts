import {
  ASIN_PATTERN,
  asinParamsSchema,
  loadAmazonReviewsRequestSchema,
  normalizeAsin,
  okResponseSchema,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  updateProductNameRequestSchema,
} from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { ModuleRoutesOptions } from '../api-routes.ts';
import { addMonitoredSource } from './add-source.service.ts';
import { deleteMonitoredSource, renameProduct } from './change-source.service.ts';
import { answerDeleted, answerSync, sourceErrors, sourceRouteContext } from './route-support.ts';

const ASIN_NOT_FOUND = 'ASIN not found';

function asinOf(input: string): string {
  const asin = normalizeAsin(input);
  if (!ASIN_PATTERN.test(asin))
    throw new AppError('validation', 'Invalid ASIN: an ASIN is 10 letters or digits');
  return asin;
}

/** SPEC §7.2: amazon/load-reviews, DELETE /reviews/{asin} and amazon/update-product-name. */
export const amazonSourceRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions> = (app, options, done) => {
  const { deps, actorOf } = sourceRouteContext(options);

  app.post('/amazon/load-reviews', {
    config: { access: 'member' },
    schema: {
      tags: ['amazon'],
      summary: 'Monitor a product (ASIN): imports its reviews from the store now, then on its schedule',
      body: loadAmazonReviewsRequestSchema,
      response: { 200: sourceSyncResponseSchema, ...sourceErrors },
    },
    handler: async (request, reply) => {
      const key = asinOf(request.body.asin);
      const { summary } = await addMonitoredSource(deps, actorOf(request), { source: 'amazon', key });
      return answerSync(reply, summary, { message: 'ASIN added and reviews loaded successfully', key });
    },
  });

  app.delete('/reviews/:asin', {
    config: { access: 'member' },
    schema: {
      tags: ['amazon'],
      summary: 'Stop monitoring an ASIN: its reviews and their history are deleted',
      params: asinParamsSchema,
      response: { 200: sourceDeletedResponseSchema, ...sourceErrors },
    },
    handler: async (request) => {
      const { deletedItems } = await deleteMonitoredSource(deps, actorOf(request), {
        source: 'amazon',
        key: normalizeAsin(request.params.asin),
        notFound: ASIN_NOT_FOUND,
      });
      return answerDeleted('ASIN deleted successfully', deletedItems);
    },
  });

  app.post('/amazon/update-product-name', {
    config: { access: 'member' },
    schema: {
      tags: ['amazon'],
      summary: 'Rename a product: its label and the product name on its reviews',
      body: updateProductNameRequestSchema,
      response: { 200: okResponseSchema, ...sourceErrors },
    },
    handler: async (request) => {
      await renameProduct(deps, actorOf(request), {
        asin: normalizeAsin(request.body.asin),
        productName: request.body.product_name,
        notFound: ASIN_NOT_FOUND,
      });
      return { success: true as const, message: 'Product name updated successfully' };
    },
  });
  done();
};
