import { endpoints } from '@vigila/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import type { ModuleRoutesOptions } from '../../http/route-options.ts';
import { route } from '../../http/route.ts';
import type { ProductsDeps, ProductsServices } from './products.deps.ts';
import { changeProduct, createProduct, getProducts, setProductArchived } from './products.service.ts';

const tags = ['products'];

/**
 * The product dictionary (issue 26 point 3, decision 0042). Every member reads it; changes need the permission
 * `products.edit`, which the services check from the database (so the routes' rule is 'member').
 */
export const productsRoutes: FastifyPluginCallbackZod<ModuleRoutesOptions<ProductsServices>> = (
  app,
  options,
  done,
) => {
  const deps: ProductsDeps = { db: options.services.database.db, jobs: options.services.jobs };

  route(app, endpoints.products, {
    access: 'member',
    tags,
    summary: 'The organisation’s products, by name; the archived ones too with ?archived=true',
    handler: async (request) => ({
      success: true as const,
      data: await getProducts(deps.db, callerOf(request), request.query),
    }),
  });

  route(app, endpoints.createProduct, {
    access: 'member',
    tags,
    summary: 'Adds a product with its reference safety information (products.edit; audited)',
    handler: async (request) => ({
      success: true as const,
      data: await createProduct(deps, callerOf(request), request.body),
    }),
  });

  route(app, endpoints.updateProduct, {
    access: 'member',
    tags,
    summary: 'Replaces a product’s entry (products.edit; audited before and after)',
    handler: async (request) => ({
      success: true as const,
      data: await changeProduct(deps, callerOf(request), request.params, request.body),
    }),
  });

  route(app, endpoints.archiveProduct, {
    access: 'member',
    tags,
    summary: 'Archives a product: never deleted, no longer matched (products.edit; audited)',
    handler: async (request) => ({
      success: true as const,
      data: await setProductArchived(deps, callerOf(request), request.params, true),
    }),
  });

  route(app, endpoints.restoreProduct, {
    access: 'member',
    tags,
    summary: 'Restores an archived product (products.edit; audited)',
    handler: async (request) => ({
      success: true as const,
      data: await setProductArchived(deps, callerOf(request), request.params, false),
    }),
  });

  done();
};
