import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseWorkAddresses, type ReceiptDatesRequest } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** PUT /cases/{id}/receipt-dates; the case, its clock, the lists and the history reload from the server. */
export function useUpdateReceiptDates(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptDatesRequest) =>
      apiCall(caseWorkAddresses.updateReceiptDates, { params: { id: caseId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}
