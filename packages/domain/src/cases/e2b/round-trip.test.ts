import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseToE2bInput, generateCaseE2b } from './case-to-e2b.ts';
import {
  FDA_REGIONAL_ANSWERS,
  readyCaseForm,
  REACTION_CODINGS,
  INDICATION_CODING,
  withMeddraCoding,
} from '../../test/case-forms.ts';
import { buildE2bR3Xml } from '../../e2b/r3/build-e2b-r3-xml.ts';
import { importE2bXml } from './import-e2b-xml.ts';

const fixtures = join(import.meta.dirname, '../../e2b/r3/fixtures');
const scenarios = readdirSync(fixtures).filter((name) => name.startsWith('FAERS2022Scenario'));

/**
 * "Same content": after FDA file → import → R3 export → import, every case form field (all of CASE_FIELDS, null
 * when absent) and every additional entry of C.2.r, E.i, F.r and G.k is strictly equal. What the form does not
 * hold is not compared because it never reaches the form — see docs/decisions/0016-e2b-r3.md ("not carried").
 */
describe('E2B(R3) round trip of FDA example messages', () => {
  it('has all ten example messages', () => {
    expect(scenarios).toHaveLength(10);
  });

  it.each(scenarios)('%s imports, exports and re-imports to the same case', (name) => {
    const first = importE2bXml(readFileSync(join(fixtures, name), 'utf8'));
    if (!first.ok) throw new Error(first.message);
    expect(first.format).toBe('r3');
    // FDA's messages answer every FDA regional field, so the comparison below covers them too.
    for (const field of Object.keys(FDA_REGIONAL_ANSWERS)) expect(first.form[field], field).not.toBeNull();
    const xml = buildE2bR3Xml(caseToE2bInput({ id: 'case-1' }, first.form, first.additional), {
      now: new Date('2024-01-01T00:00:00Z'),
    });
    const second = importE2bXml(xml);
    if (!second.ok) throw new Error(second.message);
    expect(second.form).toEqual(first.form);
    expect(second.additional).toEqual(first.additional);
  });
});

/** A case coded with LLT, PT and release on two reactions and on an indication, through each format and back. */
describe('round trip of a MedDRA-coded case', () => {
  const now = new Date('2024-01-01T00:00:00Z');

  it('R3 carries everything but the PT codes, which R3 has no place for', () => {
    const fda = importE2bXml(readFileSync(join(fixtures, 'FAERS2022Scenario1.xml'), 'utf8'));
    if (!fda.ok) throw new Error(fda.message);
    const { form, additional } = withMeddraCoding(fda.form, fda.additional);
    const imported = importE2bXml(buildE2bR3Xml(caseToE2bInput({ id: 'case-1' }, form, additional), { now }));
    if (!imported.ok) throw new Error(imported.message);
    const [secondReaction, ...moreReactions] = additional.E ?? [];
    expect(imported.form).toEqual({
      ...form,
      reaction_meddra_pt_code: null,
      indication_meddra_pt_code: null,
    });
    expect(imported.additional).toEqual({
      ...additional,
      E: [{ ...secondReaction, reaction_meddra_pt_code: null }, ...moreReactions],
    });
  });

  it('R2 carries the reactions’ LLT, PT and release, and the indication’s LLT code and release', () => {
    const { form, additional } = withMeddraCoding(readyCaseForm(), {});
    const result = generateCaseE2b({ id: 'case-1' }, form, { now }, additional);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const imported = importE2bXml(result.xml);
    if (!imported.ok) throw new Error(imported.message);
    const [first, second] = REACTION_CODINGS;
    expect(imported.form).toMatchObject({
      reaction_term: 'Headache',
      ...first,
      // R2 has one indication element: the code takes the text's place, and there is no PT.
      indication: null,
      indication_meddra_code: INDICATION_CODING.indication_meddra_code,
      indication_meddra_pt_code: null,
      indication_meddra_version: INDICATION_CODING.indication_meddra_version,
    });
    expect(imported.additional.E).toEqual([expect.objectContaining({ reaction_term: 'Nausea', ...second })]);
  });
});
