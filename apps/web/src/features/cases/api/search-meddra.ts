import { queryOptions, useQuery } from '@tanstack/react-query';
import { meddraAddresses, type MeddraLanguage, type MeddraTerm } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';

/**
 * The same key as Settings' release list (features/settings/meddra): one cache, so loading a release turns the
 * case form's terms from "not coded" to the type-ahead without a reload. Features never import each other, so the
 * key is written here too.
 */
const MEDDRA_RELEASES_KEY = ['meddra', 'releases'] as const;

/** Whether the organisation has a release in use for `language` (GET /meddra/releases). */
export function useHasMeddraRelease(language: MeddraLanguage): { known: boolean; loaded: boolean } {
  const releases = useQuery({
    queryKey: MEDDRA_RELEASES_KEY,
    queryFn: async ({ signal }) =>
      readArrayAnswer(await apiCall(meddraAddresses.meddraReleases, { signal }), 'data'),
    staleTime: 5 * 60_000,
  });
  return {
    known: releases.isSuccess,
    loaded: releases.data?.some((release) => release.active && release.language === language) ?? false,
  };
}

/** GET /meddra/search: current LLTs of the organisation's release, at most 20. */
export async function searchMeddra(
  q: string,
  language: MeddraLanguage,
  signal?: AbortSignal,
): Promise<MeddraTerm[]> {
  return readArrayAnswer(
    await apiCall(meddraAddresses.searchMeddra, { query: { q, language }, signal }),
    'data',
  );
}

export const meddraSearchQueryOptions = (q: string, language: MeddraLanguage) =>
  queryOptions({
    queryKey: ['meddra', 'search', language, q] as const,
    queryFn: ({ signal }) => searchMeddra(q, language, signal),
    staleTime: 5 * 60_000,
  });

export const useMeddraSearch = (q: string, language: MeddraLanguage, enabled: boolean) =>
  useQuery({ ...meddraSearchQueryOptions(q, language), enabled });
