// The public entry of the meddra module: what other modules and the composition root may use. Files outside
// modules/meddra/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { codeReactionTerms } from './code-reaction-terms.ts';
export { meddraRoutes } from './meddra.routes.ts';
export { currentLltInAnyRelease, currentLltOf } from './meddra.service.ts';
