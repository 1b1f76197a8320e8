import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseAddresses, type CaseHistoryEntry } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** GET /cases/{id}/history: the case's audit trail (who changed which field, from what, to what). */
export async function getCaseHistory(id: string, signal?: AbortSignal): Promise<CaseHistoryEntry[]> {
  const body = await apiCall(caseAddresses.caseHistory, { params: { id }, signal });
  return readAnswer(body, 'data').data;
}

export function caseHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: caseFormKeys.history(id),
    queryFn: ({ signal }) => getCaseHistory(id, signal),
  });
}

/** Like every history call (SPEC §7.2), it runs only with an id and a token — and only once opened. */
export function useCaseHistory(id: string, open: boolean) {
  const token = useAuthStore((state) => state.accessToken);
  return useQuery({ ...caseHistoryQueryOptions(id), enabled: open && Boolean(id && token) });
}
