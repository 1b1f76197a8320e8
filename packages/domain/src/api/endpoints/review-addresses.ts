import type { ApiErrorEntry } from '../error.ts';
/**
 * Method and path of each call of `reviewEndpoints` (review.ts), without zod: the web calls by these (apiCall) while
 * the contracts spread them, so a path is written once and a page that only makes a call does not load its schemas.
 */
export const reviewAddresses = {
  changeStatus: { method: 'POST', path: '/change-status' },
  triage: { method: 'GET', path: '/triage' },
  triageCount: { method: 'GET', path: '/triage/count' },
  sendFeedback: { method: 'POST', path: '/feedback' },
  feedbackMetrics: { method: 'GET', path: '/feedback/metrics' },
  feedbackHistory: { method: 'GET', path: '/feedback/metrics/history' },
  analysisModels: { method: 'GET', path: '/analysis/models' },
  trainAnalysisModel: { method: 'POST', path: '/analysis/models/train' },
  activateAnalysisModel: { method: 'POST', path: '/analysis/models/activate' },
  reanalysis: { method: 'GET', path: '/analysis/reanalysis' },
  startReanalysis: { method: 'POST', path: '/analysis/reanalysis' },
} as const;

/** The stable error codes of Train AI feedback and the organisation's analysis models, with the spec's English text (API_ERRORS spreads them). */
export const reviewErrors = {
  flag_judged_twice: { category: 'validation', text: 'Each flag can be judged once' },
  feedback_mismatch: { category: 'validation', text: "Feedback does not match the item's current flags" },
  ensemble_required: { category: 'validation', text: 'Organisation models need the ensemble analyser' },
  model_version_not_found: { category: 'not_found', text: 'Model version not found' },
} as const satisfies Record<string, ApiErrorEntry>;
