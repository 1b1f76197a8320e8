import { intakeAddresses } from '@vigila/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

/** Which engine transcribes uploads on this server (GET /recordings/transcription-engine); it changes only on restart. */
export function transcriptionEngineQueryOptions() {
  return queryOptions({
    queryKey: ['recordings', 'transcription-engine'] as const,
    queryFn: ({ signal }) => apiCall(intakeAddresses.transcriptionEngine, { signal }),
    staleTime: Infinity,
  });
}

export function useTranscriptionEngine() {
  return useQuery(transcriptionEngineQueryOptions());
}
