import type { ApiErrorEntry } from '../error.ts';
/**
 * Method and path of each call of `reviewEndpoints` (review.ts), without zod: the web calls by these (apiCall) while
 * the contracts spread them, so a path is written once and a page that only makes a call does not load its schemas.
 */
export const reviewAddresses = {
  changeStatus: { method: 'POST', path: '/change-status' },
  undoStatusChange: { method: 'POST', path: '/change-status/undo' },
  nonRelevantReasons: { method: 'GET', path: '/triage/reasons' },
  updateNonRelevantReasons: { method: 'PUT', path: '/triage/reasons' },
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
  non_relevant_reason_required: {
    category: 'validation',
    text: 'Choose a reason to mark this item Non-relevant',
  },
  non_relevant_reason_unknown: {
    category: 'validation',
    text: "This reason is not in your organisation's list of Non-relevant reasons",
  },
  non_relevant_reason_text_required: { category: 'validation', text: 'Explain the reason you chose' },
  status_change_not_found: { category: 'not_found', text: 'Status change not found' },
  status_undo_refused: {
    category: 'conflict',
    text: 'This change can no longer be undone: it is not your latest change of this item, or it is too old',
  },
  reasons_admin_only: {
    category: 'forbidden',
    text: 'Only owners and admins can change the Non-relevant reasons',
  },
} as const satisfies Record<string, ApiErrorEntry>;
