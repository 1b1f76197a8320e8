import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  duplicateAddresses,
  type CaseLink,
  type CaseLinkKind,
  type DuplicateCandidate,
} from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';
import { serverMessage } from '../lib/server-message.ts';

/**
 * Likely duplicates and case links (decision 0017). Keys start with 'cases', so a write that invalidates every case
 * query (caseKeys.all) also refreshes these; a link invalidates both cases' links and duplicates.
 */
export const duplicateKeys = {
  ofCase: (caseId: string) => ['cases', 'duplicates', caseId] as const,
  ofItem: (itemId: string) => ['cases', 'item-duplicates', itemId] as const,
  links: (caseId: string) => ['cases', 'links', caseId] as const,
};

export async function getCaseDuplicates(id: string, signal?: AbortSignal): Promise<DuplicateCandidate[]> {
  return readArrayAnswer(
    await apiCall(duplicateAddresses.caseDuplicates, { params: { id }, signal }),
    'data',
  );
}

export async function getItemDuplicates(id: string, signal?: AbortSignal): Promise<DuplicateCandidate[]> {
  return readArrayAnswer(
    await apiCall(duplicateAddresses.itemDuplicates, { params: { id }, signal }),
    'data',
  );
}

export async function getCaseLinks(id: string, signal?: AbortSignal): Promise<CaseLink[]> {
  return readArrayAnswer(await apiCall(duplicateAddresses.caseLinks, { params: { id }, signal }), 'data');
}

export const caseDuplicatesQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: duplicateKeys.ofCase(caseId),
    queryFn: ({ signal }) => getCaseDuplicates(caseId, signal),
  });

export const itemDuplicatesQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: duplicateKeys.ofItem(itemId),
    queryFn: ({ signal }) => getItemDuplicates(itemId, signal),
  });

export const caseLinksQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: duplicateKeys.links(caseId),
    queryFn: ({ signal }) => getCaseLinks(caseId, signal),
  });

function useSignedIn(): boolean {
  return Boolean(useAuthStore((state) => state.accessToken));
}

export function useCaseDuplicates(caseId: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...caseDuplicatesQueryOptions(caseId), enabled: signedIn && Boolean(caseId) });
}

export function useItemDuplicates(itemId: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...itemDuplicatesQueryOptions(itemId), enabled: signedIn && Boolean(itemId) });
}

export function useCaseLinks(caseId: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...caseLinksQueryOptions(caseId), enabled: signedIn && Boolean(caseId) });
}

export interface LinkCaseVariables {
  caseId: string;
  linkedCaseId: string;
  kind: CaseLinkKind;
}

/** POST /cases/{id}/links. Both cases' links and duplicates reload. */
export function useLinkCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, linkedCaseId, kind }: LinkCaseVariables) =>
      apiCall(duplicateAddresses.linkCase, {
        params: { id: caseId },
        body: { linked_case_id: linkedCaseId, kind },
      }),
    onSuccess: async (_answer, { caseId, linkedCaseId }) => {
      notify.success(t('duplicates.linked'));
      await Promise.all(
        [caseId, linkedCaseId].map((id) =>
          queryClient.invalidateQueries({ queryKey: duplicateKeys.links(id) }),
        ),
      );
    },
    onError: (error) => {
      console.error(t('duplicates.linkFailed'), error);
      notify.error(serverMessage(error) ?? t('duplicates.linkFailed'));
    },
  });
}

/** DELETE /cases/{id}/links/{linkedId}. */
export function useUnlinkCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, linkedCaseId }: Omit<LinkCaseVariables, 'kind'>) =>
      apiCall(duplicateAddresses.unlinkCase, { params: { id: caseId, linkedId: linkedCaseId } }),
    onSuccess: async (_answer, { caseId, linkedCaseId }) => {
      notify.success(t('duplicates.unlinked'));
      await Promise.all(
        [caseId, linkedCaseId].map((id) =>
          queryClient.invalidateQueries({ queryKey: duplicateKeys.links(id) }),
        ),
      );
    },
    onError: (error) => {
      console.error(t('duplicates.unlinkFailed'), error);
      notify.error(serverMessage(error) ?? t('duplicates.unlinkFailed'));
    },
  });
}
