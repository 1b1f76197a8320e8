import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intakeAddresses, type SaveTranscriptRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { itemKeys } from '@/review/api/query-keys.ts';

/** PUT /recordings/{id}/transcript: the typed, pasted or corrected transcript; the recording reloads (analysis pending). */
export function useSaveTranscript(recordingId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveTranscriptRequest) =>
      readAnswer(
        await apiCall(intakeAddresses.saveTranscript, { params: { id: recordingId }, body }),
        'version',
      ),
    onSuccess: async () => {
      onSaved();
      await queryClient.invalidateQueries({ queryKey: itemKeys.source('recording') });
    },
  });
}
