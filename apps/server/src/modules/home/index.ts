// The public entry of the home module: what other modules and the composition root may use. Files outside
// modules/home/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { homeRoutes } from './home.routes.ts';
