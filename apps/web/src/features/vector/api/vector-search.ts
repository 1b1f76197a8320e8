import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vectorAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiQueryOf, type VectorParams } from '../lib/vector-params.ts';

export const vectorKeys = {
  search: (params: VectorParams) => ['vector', 'search', params] as const,
  similar: (itemId: string) => ['vector', 'similar', itemId] as const,
};

/** GET /vector/search; nothing is asked while the search box is empty. */
export function useVectorSearch(params: VectorParams) {
  return useQuery({
    queryKey: vectorKeys.search(params),
    queryFn: async ({ signal }) =>
      readAnswer(await apiCall(vectorAddresses.vectorSearch, { query: apiQueryOf(params), signal }), 'data')
        .data,
    enabled: params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /items/:id/similar: the detail page's Similar items. */
export function useSimilarItems(itemId: string) {
  return useQuery({
    queryKey: vectorKeys.similar(itemId),
    queryFn: async ({ signal }) =>
      readAnswer(await apiCall(vectorAddresses.similarItems, { params: { id: itemId }, signal }), 'data')
        .data,
  });
}
