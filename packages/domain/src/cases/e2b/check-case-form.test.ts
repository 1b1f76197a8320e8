import { describe, expect, it } from 'vitest';
import { CASE_FIELDS } from '../case-fields.ts';
import { checkCaseForm } from './check-case-form.ts';

describe('checkCaseForm', () => {
  it('gives every field of the form a value: trimmed text, flags as given, null for empty or missing inputs', () => {
    const { form, invalid } = checkCaseForm({
      sender_organization: '  Vigila Pharma ',
      death: true,
      age: '',
    });
    expect(invalid).toEqual([]);
    expect(Object.keys(form)).toHaveLength(CASE_FIELDS.length);
    expect(form.sender_organization).toBe('Vigila Pharma');
    expect(form.death).toBe(true);
    expect(form.age).toBeNull();
    expect(form.case_narrative).toBeNull();
  });

  it('lists the fields whose value could not be stored instead of giving them a value', () => {
    const { form, invalid } = checkCaseForm({ age: 'forty', transmission_date: '2026-02-30' });
    expect(invalid.map((definition) => definition.field).sort()).toEqual(['age', 'transmission_date']);
    expect('age' in form).toBe(false);
  });
});
