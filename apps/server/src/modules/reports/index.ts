// The public entry of the reports module: what other modules and the composition root may use. Files outside
// modules/reports/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { reportsRoutes } from './reports.routes.ts';
