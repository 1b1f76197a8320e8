import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';

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
      readAnswer(await apiCall(reviewAddresses.analysisModels, { signal }), 'data').data,
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
      readAnswer(await apiCall(reviewAddresses.feedbackHistory, { signal }), 'data').data,
  });
}

export function useTrainAnalysisModel() {
  return useMutation({
    mutationFn: async () => readAnswer(await apiCall(reviewAddresses.trainAnalysisModel)),
  });
}

/** Rollback or forward: `null` goes back to the bundled model. */
export function useActivateAnalysisModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) =>
      readAnswer(await apiCall(reviewAddresses.activateAnalysisModel, { body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysisModelKeys.all }),
  });
}

const REFRESH_WHILE_REANALYSING_MS = 3000;

/** The latest re-analysis of pending items; looked at again every few seconds while it runs. */
export function useReanalysis() {
  return useQuery({
    queryKey: [...analysisModelKeys.all, 'reanalysis'] as const,
    queryFn: async ({ signal }) =>
      readAnswer(await apiCall(reviewAddresses.reanalysis, { signal }), 'data').data,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? REFRESH_WHILE_REANALYSING_MS : false,
  });
}

export function useStartReanalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readAnswer(await apiCall(reviewAddresses.startReanalysis), 'data').data,
    onSuccess: (run) => queryClient.setQueryData([...analysisModelKeys.all, 'reanalysis'], run),
  });
}
