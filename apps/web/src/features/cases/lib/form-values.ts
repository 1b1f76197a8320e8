import {
  CASE_FIELDS,
  checkCaseFieldValue,
  type CaseFieldDefinition,
  type CaseFieldValue,
} from '@vigila/domain';

/** What the inputs hold, by snake_case field: text for every input, a flag for the checkboxes. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** A stored value as its input shows it: '' for unset, a date input's YYYY-MM-DD for a stored timestamp. */
export function inputValue(definition: CaseFieldDefinition, stored: CaseFieldValue | undefined) {
  if (definition.kind === 'boolean') return stored === true;
  if (typeof stored !== 'string') return '';
  return definition.kind === 'date' ? stored.slice(0, 10) : stored;
}

export function formValuesFromCase(form: Readonly<Record<string, CaseFieldValue | undefined>>): FormValues {
  return Object.fromEntries(CASE_FIELDS.map((d) => [d.field, inputValue(d, form[d.field])]));
}

/**
 * The form as the E2B builder reads it (checked and trimmed, unset as null), with the fields whose value could
 * not be stored either; those are reported instead of being written into a file.
 */
export function formForE2b(values: FormValues): {
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
