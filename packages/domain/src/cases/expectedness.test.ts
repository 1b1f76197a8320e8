import { describe, expect, it } from 'vitest';
import { effectiveExpectedness, expectednessOf, type ReferenceSafetyInformation } from './expectedness.ts';

const label: ReferenceSafetyInformation = {
  labelVersion: 'SmPC 2025-06',
  expectedTerms: [
    { code: '10019211', term: 'Headache' },
    { term: 'Nausea' }, // typed by hand, no code
  ],
};

describe('expectednessOf', () => {
  it('is not assessed when the product has no reference safety information', () => {
    expect(expectednessOf({ code: '10019211', term: 'Headache' }, null)).toEqual({
      value: 'not_assessed',
      reason: { kind: 'no_reference_safety_information' },
    });
    expect(expectednessOf({ term: 'Headache' }, undefined).value).toBe('not_assessed');
  });

  it('is expected when the label lists the preferred term, naming the label version and the term', () => {
    expect(expectednessOf({ code: '10019211', term: 'Cephalalgia' }, label)).toEqual({
      value: 'expected',
      reason: { kind: 'listed', labelVersion: 'SmPC 2025-06', term: 'Headache' },
    });
  });

  it('compares codes with codes: a listed name does not make another code expected', () => {
    expect(expectednessOf({ code: '99999999', term: 'Headache' }, label)).toEqual({
      value: 'unexpected',
      reason: { kind: 'not_listed', labelVersion: 'SmPC 2025-06' },
    });
  });

  it('compares names when one side has no code, ignoring case and spaces', () => {
    expect(expectednessOf({ code: '10028813', term: '  NAUSEA ' }, label).value).toBe('expected');
    expect(expectednessOf({ term: 'headache' }, label).value).toBe('expected');
  });

  it('is unexpected when the label does not list the reaction', () => {
    expect(expectednessOf({ code: '10037844', term: 'Rash' }, label).value).toBe('unexpected');
  });

  it('is not assessed for a reaction with neither a code nor a term', () => {
    expect(expectednessOf({ code: null, term: ' ' }, label)).toEqual({
      value: 'not_assessed',
      reason: { kind: 'reaction_not_coded' },
    });
  });
});

describe('effectiveExpectedness', () => {
  const computed = expectednessOf({ code: '10037844', term: 'Rash' }, label);

  it('keeps the computed verdict without an override', () => {
    expect(effectiveExpectedness(computed, null)).toBe(computed);
  });

  it('takes the reviewer’s override with its reason', () => {
    expect(effectiveExpectedness(computed, { value: 'expected', reason: 'Listed in the 2026 CCDS' })).toEqual(
      {
        value: 'expected',
        reason: { kind: 'override', text: 'Listed in the 2026 CCDS' },
      },
    );
  });
});
