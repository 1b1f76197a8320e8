import type { ApiErrorEntry } from '../error.ts';

/** Method and path of each call of `productEndpoints` (products.ts), without zod (see cases-addresses.ts). */
export const productAddresses = {
  products: { method: 'GET', path: '/products' },
  createProduct: { method: 'POST', path: '/products' },
  updateProduct: { method: 'PUT', path: '/products/:id' },
  archiveProduct: { method: 'POST', path: '/products/:id/archive' },
  restoreProduct: { method: 'POST', path: '/products/:id/restore' },
} as const;

/** The product dictionary's error codes (decision 0042); a refusal for want of `products.edit` is the matrix's. */
export const productErrors = {
  product_not_found: { category: 'not_found', text: 'Product not found' },
} as const satisfies Record<string, ApiErrorEntry>;
