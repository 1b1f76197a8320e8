import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseAddresses, type CaseDetail } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** GET /cases/{id}: the case's summary, regulatory clock and every E2B form value (404 'Case not found'). */
export async function getCase(id: string, signal?: AbortSignal): Promise<CaseDetail> {
  const body = await apiCall(caseAddresses.getCase, { params: { id }, signal });
  return readAnswer(body, 'data').data;
}

export function caseQueryOptions(id: string) {
  return queryOptions({
    queryKey: caseFormKeys.detail(id),
    queryFn: ({ signal }) => getCase(id, signal),
  });
}

export function useCase(id: string) {
  return useQuery({ ...caseQueryOptions(id), enabled: id !== '' });
}
