import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseToE2bInput } from '../../cases/case-to-e2b.ts';
import { buildE2bR3Xml } from './build-e2b-r3-xml.ts';
import { importE2bXml } from './import-e2b-xml.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
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
    const xml = buildE2bR3Xml(caseToE2bInput({ id: 'case-1' }, first.form, first.additional), {
      now: new Date('2024-01-01T00:00:00Z'),
    });
    const second = importE2bXml(xml);
    if (!second.ok) throw new Error(second.message);
    expect(second.form).toEqual(first.form);
    expect(second.additional).toEqual(first.additional);
  });
});
