import { useQuery } from '@tanstack/react-query';
import { caseAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { caseKeys } from './case-keys.ts';

/** GET /cases?item_id=…: the cases made of one item (one, normally: converting again opens the same case). */
export function useItemCases(itemId: string) {
  return useQuery({
    queryKey: caseKeys.ofItem(itemId),
    queryFn: async ({ signal }) => {
      const body = await apiCall(caseAddresses.cases, { query: { item_id: itemId, page_size: '5' }, signal });
      return readAnswer(body, 'data').data;
    },
    enabled: itemId !== '',
  });
}
