// The public entry of the products module: what other modules and the composition root may use. Files outside
// modules/products/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { markItemsOwnProducts, registerMarkOwnProductsWorker } from './mark-own-products.job.ts';
export { listMatchableProducts, productNamesOf } from './own-products.repository.ts';
export { productsRoutes } from './products.routes.ts';
