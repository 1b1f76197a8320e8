// The public entry of the analysis-models module: what other modules and the composition root may use. Files outside
// modules/analysis-models/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { findActiveModel, findModelData } from './analysis-models.repository.ts';
export { analysisModelsRoutes } from './analysis-models.routes.ts';
export { trainWhenEnoughVerdicts } from './analysis-models.service.ts';
export { secondOpinionStore } from './second-opinions.repository.ts';
export { registerTrainOrgModelWorker } from './train-org-model.job.ts';
export type { AnalysisModelsServices } from './analysis-models.deps.ts';
