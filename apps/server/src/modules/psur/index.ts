// The public entry of the psur module: what other modules and the composition root may use. Files outside
// modules/psur/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { psurRoutes } from './psur.routes.ts';
