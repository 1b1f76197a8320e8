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
