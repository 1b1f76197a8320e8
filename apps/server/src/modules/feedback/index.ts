// The public entry of the feedback module: what other modules and the composition root may use. Files outside
// modules/feedback/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { flagMetrics } from './feedback-metrics.ts';
export { countLatestVerdicts } from './feedback.repository.ts';
export { feedbackRoutes } from './feedback.routes.ts';
