import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  caseWorkAddresses,
  type CaseFieldValue,
  type CodedSection,
  type CodeSectionEntryRequest,
  type Language,
  type RepeatableSection,
} from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { caseFormKeys } from './case-form-keys.ts';

/** Issue 13's case calls: section entries, assignment, the drafted narrative (decision 0015). */
type SectionChange =
  | { kind: 'add' }
  | { kind: 'save'; index: number; field: string; value: CaseFieldValue }
  | { kind: 'remove'; index: number }
  | { kind: 'reorder'; order: number[] };

export async function changeSection(caseId: string, section: RepeatableSection, change: SectionChange) {
  const params = { id: caseId, section };
  switch (change.kind) {
    case 'add':
      return apiCall(caseWorkAddresses.addSectionEntry, { params });
    case 'save':
      return apiCall(caseWorkAddresses.updateSectionEntry, {
        params: { ...params, index: String(change.index) },
        body: { [change.field]: change.value },
      });
    case 'remove':
      return apiCall(caseWorkAddresses.removeSectionEntry, {
        params: { ...params, index: String(change.index) },
      });
    case 'reorder':
      return apiCall(caseWorkAddresses.reorderSection, { params, body: { order: change.order } });
  }
}

/** Every change reloads the case, so the form (entry 0) and the lists show what the server stored. */
export function useChangeSection(caseId: string, section: RepeatableSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SectionChange) => changeSection(caseId, section, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}

/**
 * A reaction's or indication's words with the LLT picked for them (or none): the server adds the PT and the release
 * version, and the case reloads.
 */
export function useCodeTerm(caseId: string, section: CodedSection, index: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coding: CodeSectionEntryRequest) =>
      apiCall(caseWorkAddresses.codeSectionEntry, {
        params: { id: caseId, section, index: String(index) },
        body: coding,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}

export function useAssignCase(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) =>
      apiCall(caseWorkAddresses.assignCase, { params: { id: caseId }, body: { assignee_id: assigneeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}

/** The drafted narrative's text in the reader's language (nothing is saved by the call). */
export async function draftNarrative(caseId: string, language: Language): Promise<string> {
  const answer: unknown = await apiCall(caseWorkAddresses.draftNarrative, {
    params: { id: caseId },
    body: { language },
  });
  const data = (answer as { data?: { narrative?: unknown } } | null)?.data;
  if (typeof data?.narrative !== 'string') throw new Error('Invalid response format');
  return data.narrative;
}
