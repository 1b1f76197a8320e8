import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEDDRA_FILES,
  meddraAddresses,
  meddraFileField,
  type MeddraFileName,
  type MeddraLanguage,
  type MeddraRelease,
} from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer, readArrayAnswer } from '@/lib/read-answer.ts';

/** Shared with the cases feature's term input (same key, so a new release re-reads whether fields are coded). */
export const MEDDRA_RELEASES_KEY = ['meddra', 'releases'] as const;

/** GET /meddra/releases: the organisation's releases, newest first. */
export async function getMeddraReleases(signal?: AbortSignal): Promise<MeddraRelease[]> {
  return readArrayAnswer(await apiCall(meddraAddresses.meddraReleases, { signal }), 'data');
}

export const meddraReleasesQueryOptions = () =>
  queryOptions({ queryKey: MEDDRA_RELEASES_KEY, queryFn: ({ signal }) => getMeddraReleases(signal) });

export const useMeddraReleases = () => useQuery(meddraReleasesQueryOptions());

export interface MeddraUpload {
  version: string;
  language: MeddraLanguage;
  files: Record<MeddraFileName, File>;
}

/** POST /meddra/releases: the six files (fields llt, pt, …), version and language, as multipart. */
export async function uploadMeddraRelease({
  version,
  language,
  files,
}: MeddraUpload): Promise<MeddraRelease> {
  const form = new FormData();
  form.append('version', version);
  form.append('language', language);
  for (const file of MEDDRA_FILES) form.append(meddraFileField(file), files[file], file);
  return readAnswer(await apiCall(meddraAddresses.uploadMeddraRelease, { body: form }), 'data').data;
}

/** Uploads a release; the list (and every term input's "coded or not") reloads after. */
export function useUploadMeddraRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMeddraRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDDRA_RELEASES_KEY }),
  });
}

/** The picked files by the distribution's names (any case), and the names still missing. */
export function sortReleaseFiles(picked: readonly File[]): {
  files: Partial<Record<MeddraFileName, File>>;
  missing: MeddraFileName[];
} {
  const files: Partial<Record<MeddraFileName, File>> = {};
  for (const file of picked) {
    const name = MEDDRA_FILES.find((known) => known === file.name.toLowerCase());
    if (name) files[name] = file;
  }
  return { files, missing: MEDDRA_FILES.filter((name) => !files[name]) };
}
