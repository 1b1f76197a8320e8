import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reviewEndpoints,
  analysisModelsResponseSchema,
  feedbackHistoryResponseSchema,
  okResponseSchema,
  reanalysisResponseSchema,
} from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readResponse } from '@/lib/read-response.ts';

export const analysisModelKeys = {
  all: ['analysis-models'] as const,
  models: () => ['analysis-models', 'list'] as const,
  history: () => ['analysis-models', 'history'] as const,
};

/** While a training runs in the background the card looks again every few seconds. */
const REFRESH_WHILE_TRAINING_MS = 5000;

export function analysisModelsQueryOptions(training = false) {
  return queryOptions({
    queryKey: analysisModelKeys.models(),
    queryFn: async ({ signal }) =>
      readResponse(analysisModelsResponseSchema, await apiCall(reviewEndpoints.analysisModels, { signal }))
        .data,
    refetchInterval: training ? REFRESH_WHILE_TRAINING_MS : false,
  });
}

/** The analyser in use, the organisation's model versions and its verdicts. */
export function useAnalysisModels(training = false) {
  return useQuery(analysisModelsQueryOptions(training));
}

/** Per-flag precision and recall at the end of each of the last 12 weeks. */
export function useFeedbackHistory(enabled = true) {
  return useQuery({
    enabled,
    queryKey: analysisModelKeys.history(),
    queryFn: async ({ signal }) =>
      readResponse(feedbackHistoryResponseSchema, await apiCall(reviewEndpoints.feedbackHistory, { signal }))
        .data,
  });
}

export function useTrainAnalysisModel() {
  return useMutation({
    mutationFn: async () => readResponse(okResponseSchema, await apiCall(reviewEndpoints.trainAnalysisModel)),
  });
}

/** Rollback or forward: `null` goes back to the bundled model. */
export function useActivateAnalysisModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) =>
      readResponse(okResponseSchema, await apiCall(reviewEndpoints.activateAnalysisModel, { body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysisModelKeys.all }),
  });
}

const REFRESH_WHILE_REANALYSING_MS = 3000;

/** The latest re-analysis of pending items; looked at again every few seconds while it runs. */
export function useReanalysis() {
  return useQuery({
    queryKey: [...analysisModelKeys.all, 'reanalysis'] as const,
    queryFn: async ({ signal }) =>
      readResponse(reanalysisResponseSchema, await apiCall(reviewEndpoints.reanalysis, { signal })).data,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? REFRESH_WHILE_REANALYSING_MS : false,
  });
}

export function useStartReanalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readResponse(reanalysisResponseSchema, await apiCall(reviewEndpoints.startReanalysis)).data,
    onSuccess: (run) => queryClient.setQueryData([...analysisModelKeys.all, 'reanalysis'], run),
  });
}
