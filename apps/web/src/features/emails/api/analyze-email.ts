import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intakeAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { itemKeys } from '@/review/api/query-keys.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';

/** POST /email/analyze: (re)runs the analysis as a job. */
export async function analyzeEmail(emailId: string): Promise<void> {
  const body = await apiCall(intakeAddresses.analyzeEmail, { body: { emailId } });
  readAnswer(body);
}

/** Runs the analysis again from the detail page (a failed transcription or analysis is retryable). */
export function useAnalyzeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeEmail,
    onSuccess: async () => {
      notify.success(t('emails.analysisStarted'));
      await queryClient.invalidateQueries({ queryKey: itemKeys.source('email') });
    },
    onError: (error) => notify.error(`${t('emails.uploadFailed')}: ${error.message}`),
  });
}
