import { endpoints, normalizeAsin } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { renameProduct } from './change-source.service.ts';
import { errorSchemas } from './route-support.ts';
import { sourcesDeps, type SourcesServices } from './sources.deps.ts';

/** SPEC §7.2 amazon/update-product-name: the one call of a source that is not add, analyze or delete. */
export const amazonProductNameRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<SourcesServices>> = (
  app,
  options,
  done,
) => {
  const deps = sourcesDeps(options.services);

  const { updateProductName } = endpoints;
  app.post(updateProductName.path, {
    config: { access: 'member' },
    schema: {
      tags: ['amazon'],
      summary: 'Rename a product: its label and the product name on its reviews',
      body: updateProductName.body,
      response: { 200: updateProductName.response, ...errorSchemas(updateProductName) },
    },
    handler: async (request) => {
      await renameProduct(deps, callerOf(request), {
        asin: normalizeAsin(request.body.asin),
        productName: request.body.product_name,
      });
      return { success: true as const, message: 'Product name updated successfully' };
    },
  });
  done();
};
