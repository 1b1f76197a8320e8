// The public entry of the retention module: what other modules and the composition root may use. Files outside
// modules/retention/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { mayManageRetention } from './retention.policy.ts';
export { retentionRoutes } from './retention.routes.ts';
