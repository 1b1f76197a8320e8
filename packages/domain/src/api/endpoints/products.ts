import {
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
} from '../../products/product-shapes.ts';
import { endpoint } from '../endpoint.ts';
import { productAddresses } from './products-addresses.ts';

/** Issue 26 point 3 (decision 0042): the organisation's product dictionary; nothing deleted, archived instead. */
export const productEndpoints = {
  products: endpoint({
    ...productAddresses.products,
    query: productListQuerySchema,
    response: productListResponseSchema,
    errors: [400, 401, 403] as const,
  }),
  createProduct: endpoint({
    ...productAddresses.createProduct,
    body: productInputSchema,
    response: productResponseSchema,
    errors: [400, 401, 403] as const,
  }),
  updateProduct: endpoint({
    ...productAddresses.updateProduct,
    params: productIdParamsSchema,
    body: productInputSchema,
    response: productResponseSchema,
    errors: [400, 401, 403, 404] as const,
  }),
  archiveProduct: endpoint({
    ...productAddresses.archiveProduct,
    params: productIdParamsSchema,
    response: productResponseSchema,
    errors: [400, 401, 403, 404] as const,
  }),
  restoreProduct: endpoint({
    ...productAddresses.restoreProduct,
    params: productIdParamsSchema,
    response: productResponseSchema,
    errors: [400, 401, 403, 404] as const,
  }),
};
