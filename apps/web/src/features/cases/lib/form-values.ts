import { CASE_FIELDS, type CaseFieldDefinition, type CaseFieldValue } from '@vigila/domain';

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
