import { queryOptions, useQuery } from '@tanstack/react-query';
import { meddraAddresses, type MeddraLanguage, type MeddraTerm } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';

/**
 * The same key as Settings' release list (features/settings/meddra): one cache, so loading a release turns the
 * case form's terms from "not coded" to the type-ahead without a reload. Features never import each other, so the
 * key is written here too.
 */
const MEDDRA_RELEASES_KEY = ['meddra', 'releases'] as const;

/** The organisation's releases (GET /meddra/releases). */
function useMeddraReleases() {
  return useQuery({
    queryKey: MEDDRA_RELEASES_KEY,
    queryFn: async ({ signal }) =>
      readArrayAnswer(await apiCall(meddraAddresses.meddraReleases, { signal }), 'data'),
    staleTime: 5 * 60_000,
  });
}

/** Whether the organisation has a release in use for `language`. */
export function useHasMeddraRelease(language: MeddraLanguage): { known: boolean; loaded: boolean } {
  const releases = useMeddraReleases();
  return {
    known: releases.isSuccess,
    loaded: releases.data?.some((release) => release.active && release.language === language) ?? false,
  };
}

/**
 * The release language the case form codes in: the interface's language when the organisation has a release in it,
 * else the language of the release it has; null while unknown or when it has none (terms stay free text).
 */
export function useCodingLanguage(): MeddraLanguage | null {
  const releases = useMeddraReleases();
  const preferred = usePreferences((state) => state.language);
  const active = (releases.data ?? []).filter((release) => release.active).map((release) => release.language);
  if (active.length === 0) return null;
  return active.find((language) => language === preferred) ?? active[0] ?? null;
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
