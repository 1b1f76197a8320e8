// The public entry of the health module: what other modules and the composition root may use. Files outside
// modules/health/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { healthRoutes } from './health.routes.ts';
