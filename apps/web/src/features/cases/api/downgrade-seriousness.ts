import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseWorkAddresses, type DowngradeSeriousnessRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { caseFormKeys } from './case-form-keys.ts';

/**
 * POST /cases/{id}/downgrade-seriousness; the case, its clock and obligations, the lists and the history reload.
 * `onDowngraded` is the hook's own callback: the notice that asked unmounts once the case reloads without its words,
 * and a callback given to `mutate` would then never run.
 */
export function useDowngradeSeriousness(caseId: string, onDowngraded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DowngradeSeriousnessRequest) =>
      apiCall(caseWorkAddresses.downgradeSeriousness, { params: { id: caseId }, body }),
    onSuccess: () => {
      onDowngraded();
      return queryClient.invalidateQueries({ queryKey: caseFormKeys.all });
    },
  });
}
