import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';

export const homeKeys = { all: ['home'] as const };

/** Every figure of the Home page in one call (decision 0020). */
export function homeQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.all,
    queryFn: async ({ signal }) => readAnswer(await apiCall(homeAddresses.home, { signal }), 'data').data,
  });
}

export function useHome() {
  return useQuery(homeQueryOptions());
}
