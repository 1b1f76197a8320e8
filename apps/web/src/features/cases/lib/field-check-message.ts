import type { CaseFieldDefinition } from '@vigila/domain';
import type { Translate } from '@/lib/i18n/index.ts';

/**
 * The reader's-language text for a value checkCaseFieldValue refused (its own message names the stored column,
 * which is for the API). The value that failed decides between "too long" and the kind's own rule.
 */
export function fieldCheckMessage(definition: CaseFieldDefinition, raw: unknown, t: Translate): string {
  if (
    typeof raw === 'string' &&
    definition.maxLength !== undefined &&
    raw.trim().length > definition.maxLength
  ) {
    return t('caseForm.invalidLength', { max: definition.maxLength });
  }
  switch (definition.kind) {
    case 'number':
      return definition.max === undefined
        ? t('caseForm.invalidNumberMin', { min: definition.min ?? 0 })
        : t('caseForm.invalidNumberRange', { min: definition.min ?? 0, max: definition.max });
    case 'date':
      return t('caseForm.invalidDate');
    case 'email':
      return t('caseForm.invalidEmail');
    case 'tel':
      return t('caseForm.invalidPhone');
    case 'code':
      return t('caseForm.invalidCode');
    case 'boolean':
    case 'text':
    case 'textarea':
      return t('caseForm.invalidValue');
  }
}
