import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseFieldValue } from '../case-fields.ts';
import { caseToE2bInput, generateCaseE2b } from './case-to-e2b.ts';
import { FDA_REGIONAL_ANSWERS, fdaAddressedCaseForm } from '../../test/case-forms.ts';
import { buildE2bR3Xml } from '../../e2b/r3/build-e2b-r3-xml.ts';
import { checkE2bR3Xml } from '../../e2b/r3/check-e2b-r3-xml.ts';
import { generateCaseE2bR3 } from './generate-case-e2b-r3.ts';
import { importE2bXml } from './import-e2b-xml.ts';

const now = new Date('2026-03-02T12:00:00Z');
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../e2b/r3/fixtures', name), 'utf8');
const r3Of = (form: Record<string, CaseFieldValue>) =>
  buildE2bR3Xml(caseToE2bInput({ id: 'case-1' }, form), { now });
const fdaProblems = (form: Record<string, CaseFieldValue>) =>
  checkE2bR3Xml(r3Of(form), { profile: 'fda' }).problems;

describe('FDA regional fields in E2B(R3)', () => {
  it('make a complete FDA-addressed case pass the FDA profile', () => {
    expect(
      checkE2bR3Xml(r3Of({ ...fdaAddressedCaseForm(), ...FDA_REGIONAL_ANSWERS }), { profile: 'fda' }),
    ).toEqual({ ok: true, problems: [] });
  });

  it('are required before a case addressed to the FDA gets its file; other authorities need only ICH’s rules', () => {
    const identity = { id: 'case-1' };
    const missing = generateCaseE2bR3(identity, fdaAddressedCaseForm());
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.problems.map((problem) => problem.field)).toContain('ethnicity');
    expect(generateCaseE2bR3(identity, { ...fdaAddressedCaseForm(), ...FDA_REGIONAL_ANSWERS }).ok).toBe(true);
    const toEma = {
      ...fdaAddressedCaseForm(),
      batch_receiver_identifier: 'EVHUMAN',
      message_header_receiver_identifier: 'EVHUMAN',
    };
    expect(generateCaseE2bR3(identity, toEma).ok).toBe(true);
  });

  it('are named, field by field, when the FDA-addressed case leaves them out', () => {
    const problems = fdaProblems(fdaAddressedCaseForm());
    expect(problems.map((problem) => problem.field).sort()).toEqual(Object.keys(FDA_REGIONAL_ANSWERS).sort());
    expect(problems).toContainEqual({
      element: 'C.1.7',
      field: 'meets_local_expedited_criteria',
      message: "R0011: nullFlavor 'NI' used for initial report submission",
    });
  });

  it('still write C.1.7 as "no information" when unanswered, which the ICH profile accepts', () => {
    const xml = r3Of(fdaAddressedCaseForm());
    expect(xml).toMatch(
      /displayName="localCriteriaForExpedited"><\/code>\s*<value xsi:type="BL" nullFlavor="NI">/,
    );
    expect(checkE2bR3Xml(xml)).toEqual({ ok: true, problems: [] });
  });

  it('write race and ethnicity that are not reportable as FDA’s null flavours', () => {
    const form = { ...fdaAddressedCaseForm(), ...FDA_REGIONAL_ANSWERS, race: 'MSK', ethnicity: 'UNK' };
    const xml = r3Of(form);
    expect(xml).toContain('<raceCode codeSystem="2.16.840.1.113883.3.26.1.1" nullFlavor="MSK">');
    expect(fdaProblems(form)).toEqual([]);
    const imported = importE2bXml(xml);
    expect(imported.ok && [imported.form.race, imported.form.ethnicity]).toEqual(['MSK', 'UNK']);
  });

  it.each([
    ['1', '1', '2', true],
    ['1', '4', '2', false], // R0014: not a combination product, expedited → 15-day only
    ['2', '2', '2', true],
    ['2', '5', '2', false], // R0015: a 30-day malfunction report needs a combination product
    ['1', '4', '1', true],
    ['2', '5', '1', true],
    ['2', '1', '1', false], // R0013
  ])(
    'check FDA.C.1.7.1 against C.1.7 and FDA.C.1.12 (C.1.7 %s, type %s, combination %s)',
    (expedited, reportType, combination, accepted) => {
      const problems = fdaProblems({
        ...fdaAddressedCaseForm(),
        ...FDA_REGIONAL_ANSWERS,
        meets_local_expedited_criteria: expedited,
        fda_local_criteria_report_type: reportType,
        fda_combination_product: combination,
      });
      expect(problems.every((problem) => problem.field === 'fda_local_criteria_report_type')).toBe(true);
      expect(problems.length === 0).toBe(accepted);
    },
  );

  it('are read from where FDA’s example messages put them, and written where FDA’s table looks', () => {
    const imported = importE2bXml(fixture('FAERS2022Scenario7.xml'));
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.form).toMatchObject({
      meets_local_expedited_criteria: '2',
      fda_local_criteria_report_type: '5',
      fda_combination_product: '1',
      sender_fax: '6109991122',
      race: 'C41260',
      ethnicity: 'C41222',
    });
    const fda = checkE2bR3Xml(
      buildE2bR3Xml(caseToE2bInput({ id: 'case-1' }, imported.form, imported.additional), { now }),
      { profile: 'fda' },
    );
    const regional = ['FDA.C.1.7.1', 'FDA.C.1.12', 'C.1.7', 'C.3.4.7', 'FDA.D.11.r.1', 'FDA.D.12'];
    expect(fda.problems.filter((problem) => regional.includes(problem.element))).toEqual([]);
  });

  it('reads race and ethnicity given as null flavours (Scenario 4, no single patient)', () => {
    const imported = importE2bXml(fixture('FAERS2022Scenario4.xml'));
    expect(imported.ok && [imported.form.race, imported.form.ethnicity]).toEqual(['NA', 'NA']);
  });

  it('leave the E2B(R2) file as it was: R2 has no such elements', () => {
    const identity = { id: 'case-1' };
    const without = generateCaseE2b(identity, fdaAddressedCaseForm(), { now });
    const withAnswers = generateCaseE2b(
      identity,
      { ...fdaAddressedCaseForm(), ...FDA_REGIONAL_ANSWERS },
      { now },
    );
    expect(withAnswers).toEqual(without);
    expect(withAnswers.ok).toBe(true);
  });
});
