import { describe, expect, it } from 'vitest';
import { checkCaseFieldValue } from './case-field-check.ts';
import { updateCaseFieldRequestSchema } from './case-field-update.ts';
import { CASE_FIELDS, CODE_LISTS, caseFieldDefinition, type CaseFieldDefinition } from './case-fields.ts';

function definition(field: string): CaseFieldDefinition {
  const found = caseFieldDefinition(field);
  if (!found) throw new Error(`no field ${field}`);
  return found;
}
const check = (field: string, raw: unknown) => checkCaseFieldValue(definition(field), raw);

describe('checkCaseFieldValue', () => {
  const coded = CASE_FIELDS.filter((field) => field.kind === 'code');

  it.each(coded.map((field) => [field.field, field] as const))(
    'accepts every code of %s and refuses others',
    (_name, field) => {
      const codes: readonly string[] = field.codeList ? CODE_LISTS[field.codeList] : [];
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(checkCaseFieldValue(field, code)).toEqual({ ok: true, value: code });
      for (const wrong of ['99', 'x', '-1', '1.0', '8010']) {
        if (codes.includes(wrong)) continue;
        const result = checkCaseFieldValue(field, wrong);
        expect(result.ok, `${field.field}=${wrong}`).toBe(false);
        if (!result.ok) expect(result.message).toBe(`${field.field} must be one of ${codes.join(', ')}`);
      }
    },
  );

  it('keeps route codes with their leading zeros, and takes a code as text only', () => {
    expect(check('route_of_administration', '001')).toEqual({ ok: true, value: '001' });
    expect(check('route_of_administration', '1').ok).toBe(false);
    expect(check('age_unit', '801')).toEqual({ ok: true, value: '801' });
    // 801 and '801' happen to agree; 1 and '001' would not: a JSON number is no code.
    expect(check('age_unit', 801)).toEqual({ ok: false, message: 'age_unit must be text' });
  });

  it('takes only strings for every field that is text (a number field also takes a JSON number)', () => {
    const textual = CASE_FIELDS.filter((field) => field.kind !== 'boolean' && field.kind !== 'number');
    expect(textual.length).toBeGreaterThan(50);
    for (const field of textual) {
      for (const wrong of [12, 0, -1.5, true, ['a'], { a: 1 }]) {
        expect(checkCaseFieldValue(field, wrong), `${field.field} = ${JSON.stringify(wrong)}`).toEqual({
          ok: false,
          message: `${field.field} must be text`,
        });
      }
    }
    expect(check('reporter_given_name', 12)).toEqual({
      ok: false,
      message: 'reporter_given_name must be text',
    });
    expect(check('age', 12)).toEqual({ ok: true, value: '12' });
    expect(check('age', true)).toEqual({ ok: false, message: 'age must be a number at least 0' });
  });

  it('applies number bounds and keeps the decimal text', () => {
    expect(check('pregnancy_duration', 45)).toEqual({ ok: true, value: '45' });
    expect(check('pregnancy_duration', 46)).toEqual({
      ok: false,
      message: 'pregnancy_duration must be a number from 0 to 45',
    });
    expect(check('pregnancy_duration', -1).ok).toBe(false);
    expect(check('weight', 70.5)).toEqual({ ok: true, value: '70.5' });
    expect(check('weight', '70.50')).toEqual({ ok: true, value: '70.50' });
    expect(check('weight', -0.1)).toEqual({ ok: false, message: 'weight must be a number at least 0' });
    for (const wrong of ['1e3', 'abc', '12,5', 'Infinity', Number.NaN])
      expect(check('age', wrong).ok).toBe(false);
  });

  it('accepts calendar dates only', () => {
    expect(check('birth_date', '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    for (const wrong of ['2023-02-29', '2024-13-01', '2024-00-10', '01/02/2024', '2024-1-1', '20240101']) {
      expect(check('birth_date', wrong)).toEqual({
        ok: false,
        message: 'birth_date must be a date (YYYY-MM-DD)',
      });
    }
  });

  it('takes flags as booleans or their text, nothing else', () => {
    expect(check('death', true)).toEqual({ ok: true, value: true });
    expect(check('death', 'false')).toEqual({ ok: true, value: false });
    expect(check('death', 'yes')).toEqual({ ok: false, message: 'death must be true or false' });
    expect(check('death', 1).ok).toBe(false);
  });

  it('checks e-mail and phone shapes and text lengths', () => {
    expect(check('sender_email', ' pv@acme.test ')).toEqual({ ok: true, value: 'pv@acme.test' });
    expect(check('sender_email', 'not-an-email').ok).toBe(false);
    expect(check('reporter_phone', '+34 (91) 555-0100')).toEqual({ ok: true, value: '+34 (91) 555-0100' });
    expect(check('reporter_phone', 'call me').ok).toBe(false);
    expect(check('reporter_given_name', 'a'.repeat(2000)).ok).toBe(true);
    expect(check('reporter_given_name', 'a'.repeat(2001))).toEqual({
      ok: false,
      message: 'reporter_given_name must be at most 2000 characters',
    });
    expect(check('case_narrative', 'n'.repeat(10_000)).ok).toBe(true);
    expect(check('reporter_given_name', { name: 'x' })).toEqual({
      ok: false,
      message: 'reporter_given_name must be text',
    });
  });

  it('reads null, undefined and blank text as clearing the field', () => {
    for (const empty of [null, undefined, '', '   ']) {
      expect(check('gender', empty)).toEqual({ ok: true, value: null });
      expect(check('death', empty)).toEqual({ ok: true, value: null });
    }
  });
});

describe('updateCaseFieldRequestSchema', () => {
  const parse = (body: unknown) => updateCaseFieldRequestSchema.safeParse(body);
  const message = (body: unknown) => {
    const result = parse(body);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('answers the one field and its stored value', () => {
    expect(parse({ weight: 70.5 }).data).toEqual({ field: 'weight', value: '70.5' });
    expect(parse({ initials: null }).data).toEqual({ field: 'initials', value: null });
  });

  it('lets the batch/message saves send the case id next to the field', () => {
    expect(parse({ case_id: 'c1', batch_number: 'B-1' }).data).toEqual({
      field: 'batch_number',
      value: 'B-1',
    });
    expect(parse({ caseId: 'c1', message_type: 'ichicsr' }).data).toEqual({
      field: 'message_type',
      value: 'ichicsr',
    });
  });

  it('refuses no field, two fields, unknown fields and invalid values with the field message', () => {
    expect(message({})).toBe('Send exactly one case field to update');
    expect(message({ case_id: 'c1' })).toBe('Send exactly one case field to update');
    expect(message({ gender: '1', age: '3' })).toBe('Send exactly one case field to update');
    expect(message({ shoe_size: '42' })).toBe('Unknown case field: shoe_size');
    expect(message({ pregnancy_duration: 46 })).toBe('pregnancy_duration must be a number from 0 to 45');
    expect(parse({ gender: '9' }).error?.issues[0]?.path).toEqual(['gender']);
    expect(parse(['gender']).success).toBe(false);
  });
});
