import {
  activateAnalysisModelRequestSchema,
  analysisModelsResponseSchema,
  feedbackHistoryResponseSchema,
  reanalysisResponseSchema,
} from '../../items/analysis-models.ts';
import {
  changeStatusRequestSchema,
  changeStatusResponseSchema,
  feedbackMetricsResponseSchema,
  feedbackRequestSchema,
  triageCountResponseSchema,
  triageListResponseSchema,
} from '../../items/item-calls.ts';
import { okResponseSchema } from '../../items/item-reads.ts';
import { triageQuerySchema } from '../../items/triage-query.ts';
import { endpoint } from '../endpoint.ts';

/** The review workflow across sources: status changes, the triage inbox, Train AI and the analysis models. */
export const reviewEndpoints = {
  changeStatus: endpoint({
    method: 'POST',
    path: '/change-status',
    body: changeStatusRequestSchema,
    response: changeStatusResponseSchema,
    errors: [400, 403, 404],
  }),
  triage: endpoint({
    method: 'GET',
    path: '/triage',
    query: triageQuerySchema,
    response: triageListResponseSchema,
    errors: [400, 403],
  }),
  triageCount: endpoint({
    method: 'GET',
    path: '/triage/count',
    response: triageCountResponseSchema,
    errors: [403],
  }),
  sendFeedback: endpoint({
    method: 'POST',
    path: '/feedback',
    body: feedbackRequestSchema,
    response: okResponseSchema,
    errors: [400, 403, 404],
  }),
  feedbackMetrics: endpoint({
    method: 'GET',
    path: '/feedback/metrics',
    response: feedbackMetricsResponseSchema,
    errors: [403],
  }),
  feedbackHistory: endpoint({
    method: 'GET',
    path: '/feedback/metrics/history',
    response: feedbackHistoryResponseSchema,
    errors: [403],
  }),
  analysisModels: endpoint({
    method: 'GET',
    path: '/analysis/models',
    response: analysisModelsResponseSchema,
    errors: [403],
  }),
  trainAnalysisModel: endpoint({
    method: 'POST',
    path: '/analysis/models/train',
    response: okResponseSchema,
    status: 202,
    errors: [400, 403],
  }),
  activateAnalysisModel: endpoint({
    method: 'POST',
    path: '/analysis/models/activate',
    body: activateAnalysisModelRequestSchema,
    response: okResponseSchema,
    errors: [403, 404],
  }),
  reanalysis: endpoint({
    method: 'GET',
    path: '/analysis/reanalysis',
    response: reanalysisResponseSchema,
    errors: [403],
  }),
  startReanalysis: endpoint({
    method: 'POST',
    path: '/analysis/reanalysis',
    response: reanalysisResponseSchema,
    status: 202,
    errors: [403],
  }),
};
