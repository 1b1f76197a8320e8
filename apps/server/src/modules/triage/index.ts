// The public entry of the triage module: what other modules and the composition root may use. Files outside
// modules/triage/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { detailPathOf } from './triage.presenter.ts';
export { listTriageRows } from './triage.repository.ts';
export { triageRoutes } from './triage.routes.ts';
