import { queryOptions, useQuery } from '@tanstack/react-query';
import { intakeAddresses } from '@vigila/domain';
import { itemKeys } from '@/review/api/query-keys.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';

export async function getRecordingUrl(id: string, signal?: AbortSignal): Promise<string> {
  try {
    const body = await apiCall(intakeAddresses.recordingUrl, { params: { id }, signal });
    return readAnswer(body, 'data').data.signedUrl;
  } catch (error) {
    // SPEC §8 logs this; the player shows 'Failed to load audio URL'.
    console.error(t('audio.signedUrlFailed'), error);
    throw error;
  }
}

/** Signed audio URLs expire; a cached one is reused for a minute, then fetched afresh on the next play. */
export function recordingUrlQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...itemKeys.detail('recording', id), 'url'] as const,
    queryFn: ({ signal }) => getRecordingUrl(id, signal),
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
}

export function useRecordingUrl(id: string, enabled = true) {
  return useQuery({ ...recordingUrlQueryOptions(id), enabled });
}
