import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseAddresses, type CaseFieldDefinition, type CaseFieldValue } from '@vigila/domain';
import { apiCall, ApiError } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { t } from '@/lib/i18n/index.ts';
import { caseFormKeys } from './case-form-keys.ts';

export interface UpdateCaseFieldVariables {
  caseId: string;
  definition: CaseFieldDefinition;
  /** Already checked with checkCaseFieldValue: null empties the field. */
  value: CaseFieldValue;
}

/** An answer without a readable error: the API client names it by its HTTP status only. */
const BARE_STATUS = /^HTTP \d{3}$/;

/** The spec's failure texts (SPEC §8 "Case update"): the server's error, or the fallback when unreadable. */
export function caseUpdateErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return BARE_STATUS.test(error.message) ? t('caseForm.updateUnreadable') : error.message;
  }
  if (error instanceof CaseUpdatePrecondition) return error.message;
  return t('caseForm.updateUnreadable');
}

/** A save refused before any call (no token, no case id). */
export class CaseUpdatePrecondition extends Error {}

/**
 * PUT /case/{id} with one snake_case field. The batch/message fields also carry the case id (SPEC §7).
 * Answers the server's message, if any.
 */
export async function updateCaseField({
  caseId,
  definition,
  value,
}: UpdateCaseFieldVariables): Promise<string | undefined> {
  if (!useAuthStore.getState().accessToken) throw new CaseUpdatePrecondition(t('caseForm.noToken'));
  if (caseId === '') throw new CaseUpdatePrecondition(t('caseForm.noCaseId'));
  const body: Record<string, CaseFieldValue> = { [definition.field]: value };
  if (definition.section === 'N') body.case_id = caseId;
  // Read as unknown: an answer without a message is not an error here (the toast falls back to the spec text).
  const answer: unknown = await apiCall(caseAddresses.updateCaseField, { params: { id: caseId }, body });
  if (answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string') {
    return answer.message;
  }
  return undefined;
}

/** Saves one field; after a success every case query reloads (SPEC §4.4 "cases are reloaded"). */
export function useUpdateCaseField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFormKeys.all }),
  });
}
