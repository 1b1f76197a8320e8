// The public entry of the duplicates module: what other modules and the composition root may use. Files outside
// modules/duplicates/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { duplicatesRoutes } from './duplicates.routes.ts';
