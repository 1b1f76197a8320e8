import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intakeAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { itemKeys } from '@/review/api/query-keys.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';

/** POST /recordings/analyze: (re)starts transcription and analysis as a job. */
export async function analyzeRecording(recordingId: string): Promise<void> {
  const body = await apiCall(intakeAddresses.analyzeRecording, { body: { recordingId } });
  readAnswer(body);
}

/** Runs the analysis again from the detail page (a failed transcription or analysis is retryable). */
export function useAnalyzeRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeRecording,
    onSuccess: async () => {
      notify.success(t('recordings.analysisStarted'));
      await queryClient.invalidateQueries({ queryKey: itemKeys.source('recording') });
    },
    onError: (error) => notify.error(`${t('recordings.uploadFailed')}: ${error.message}`),
  });
}
