import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { psurAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer, readListAnswer } from '@/lib/read-answer.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { isCompleteSearch, psurParams, type PsurSearch } from '../lib/psur-search.ts';

export const psurKeys = {
  tables: (search: PsurSearch, language: string) => ['psur', 'tables', search, language] as const,
  products: (q: string) => ['psur', 'products', q] as const,
};

/** Every PSUR table of the product and interval (decision 0023); nothing is asked until the form is complete. */
export function usePsur(search: PsurSearch) {
  const language = usePreferences((state) => state.language);
  return useQuery({
    queryKey: psurKeys.tables(search, language),
    enabled: isCompleteSearch(search),
    queryFn: async ({ signal }) =>
      readAnswer(
        await apiCall(psurAddresses.psur, { query: psurParams(search, { language }), signal }),
        'data',
      ).data,
  });
}

/** The product picker's suggestions: suspect drug names and substances of the organisation's cases. */
export function usePsurProducts(q: string) {
  return useQuery({
    queryKey: psurKeys.products(q),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      readListAnswer(await apiCall(psurAddresses.psurProducts, { query: { q }, signal })).data,
  });
}
