import {
  activateAnalysisModelRequestSchema,
  analysisModelsResponseSchema,
  feedbackHistoryResponseSchema,
  reanalysisResponseSchema,
} from '../../items/analysis-models.ts';
import { changeStatusResponseSchema, feedbackMetricsResponseSchema } from '../../items/item-calls.ts';
import { okResponseSchema } from '../../items/item-reads.ts';
import {
  nonRelevantReasonsResponseSchema,
  nonRelevantReasonsUpdateSchema,
} from '../../items/non-relevant-reasons.ts';
import {
  changeStatusRequestSchema,
  feedbackRequestSchema,
  triageCountResponseSchema,
  triageListResponseSchema,
  undoStatusRequestSchema,
} from '../../sources/review-calls.ts';
import { triageQuerySchema } from '../../sources/triage-query.ts';
import { endpoint } from '../endpoint.ts';
import { reviewAddresses } from './review-addresses.ts';

/** The review workflow across sources: status changes, the triage inbox, Train AI and the analysis models. */
export const reviewEndpoints = {
  changeStatus: endpoint({
    ...reviewAddresses.changeStatus,
    body: changeStatusRequestSchema,
    response: changeStatusResponseSchema,
    errors: [400, 403, 404],
  }),
  undoStatusChange: endpoint({
    ...reviewAddresses.undoStatusChange,
    body: undoStatusRequestSchema,
    response: changeStatusResponseSchema,
    errors: [400, 403, 404, 409],
  }),
  nonRelevantReasons: endpoint({
    ...reviewAddresses.nonRelevantReasons,
    response: nonRelevantReasonsResponseSchema,
    errors: [403],
  }),
  updateNonRelevantReasons: endpoint({
    ...reviewAddresses.updateNonRelevantReasons,
    body: nonRelevantReasonsUpdateSchema,
    response: nonRelevantReasonsResponseSchema,
    errors: [400, 403],
  }),
  triage: endpoint({
    ...reviewAddresses.triage,
    query: triageQuerySchema,
    response: triageListResponseSchema,
    errors: [400, 403],
  }),
  triageCount: endpoint({
    ...reviewAddresses.triageCount,
    response: triageCountResponseSchema,
    errors: [403],
  }),
  sendFeedback: endpoint({
    ...reviewAddresses.sendFeedback,
    body: feedbackRequestSchema,
    response: okResponseSchema,
    errors: [400, 403, 404],
  }),
  feedbackMetrics: endpoint({
    ...reviewAddresses.feedbackMetrics,
    response: feedbackMetricsResponseSchema,
    errors: [403],
  }),
  feedbackHistory: endpoint({
    ...reviewAddresses.feedbackHistory,
    response: feedbackHistoryResponseSchema,
    errors: [403],
  }),
  analysisModels: endpoint({
    ...reviewAddresses.analysisModels,
    response: analysisModelsResponseSchema,
    errors: [403],
  }),
  trainAnalysisModel: endpoint({
    ...reviewAddresses.trainAnalysisModel,
    response: okResponseSchema,
    status: 202,
    errors: [400, 403],
  }),
  activateAnalysisModel: endpoint({
    ...reviewAddresses.activateAnalysisModel,
    body: activateAnalysisModelRequestSchema,
    response: okResponseSchema,
    errors: [403, 404],
  }),
  reanalysis: endpoint({
    ...reviewAddresses.reanalysis,
    response: reanalysisResponseSchema,
    errors: [403],
  }),
  startReanalysis: endpoint({
    ...reviewAddresses.startReanalysis,
    response: reanalysisResponseSchema,
    status: 202,
    errors: [403],
  }),
};
