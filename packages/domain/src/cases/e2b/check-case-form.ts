import { checkCaseFieldValue } from '../case-field-check.ts';
import { CASE_FIELDS, type CaseFieldDefinition, type CaseFieldValue } from '../case-fields.ts';

/**
 * A case form as its inputs hold it (text, or a flag for a checkbox) turned into what the E2B builders read: each
 * field checked and trimmed, unset as null; the fields whose value could not be stored are listed instead of being
 * written into a file. The browser's 'Generate E2B XML' reads the form being edited through it (SPEC §7).
 */
export function checkCaseForm(values: Readonly<Record<string, string | boolean | undefined>>): {
  form: Record<string, CaseFieldValue>;
  invalid: CaseFieldDefinition[];
} {
  const form: Record<string, CaseFieldValue> = {};
  const invalid: CaseFieldDefinition[] = [];
  for (const definition of CASE_FIELDS) {
    const check = checkCaseFieldValue(definition, values[definition.field]);
    if (check.ok) form[definition.field] = check.value;
    else invalid.push(definition);
  }
  return { form, invalid };
}
