import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseWorkAddresses, type DowngradeSeriousnessRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** POST /cases/{id}/downgrade-seriousness; the case, its clock and obligations, the lists and the history reload. */
export function useDowngradeSeriousness(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DowngradeSeriousnessRequest) =>
      apiCall(caseWorkAddresses.downgradeSeriousness, { params: { id: caseId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}
