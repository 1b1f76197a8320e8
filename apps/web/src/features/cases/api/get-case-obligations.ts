import { useQuery } from '@tanstack/react-query';
import { reportingRulesAddresses, type CaseObligation } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** GET /cases/{id}/obligations: one per receiver; the key starts with 'cases', so every case save reloads it. */
export async function getCaseObligations(id: string, signal?: AbortSignal): Promise<CaseObligation[]> {
  return readArrayAnswer(
    await apiCall(reportingRulesAddresses.caseObligations, { params: { id }, signal }),
    'data',
  );
}

export function useCaseObligations(id: string) {
  return useQuery({
    queryKey: caseFormKeys.obligations(id),
    queryFn: ({ signal }) => getCaseObligations(id, signal),
  });
}
