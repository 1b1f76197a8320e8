import { describe, expect, it } from 'vitest';
import { buildE2bXml } from '../../e2b/build-e2b-xml.ts';
import { buildE2bR3Xml } from '../../e2b/r3/build-e2b-r3-xml.ts';
import { fullCase, sparseCase } from '../../test/e2b-test-cases.ts';
import { importE2bXml } from './import-e2b-xml.ts';

const NOW = new Date('2026-03-02T12:34:56Z');

/** What the e2b builders write, read back into case form values by the importer (the case side of the round trip). */
describe('importE2bXml reads back what buildE2bR3Xml writes', () => {
  it('writes every reporter, reaction, test and drug and reads them back', () => {
    const input = fullCase();
    const imported = importE2bXml(buildE2bR3Xml(input, { now: NOW }));
    if (!imported.ok) throw new Error(imported.message);
    const count = (list: readonly unknown[] | undefined) => 1 + (list?.length ?? 0);
    expect(count(imported.additional.E)).toBe(input.reactions.length);
    expect(count(imported.additional.G)).toBe(input.drugs.length);
    expect(count(imported.additional.F)).toBe(input.tests?.length ?? 0);
    expect(count(imported.additional.C2)).toBe(1 + (input.additional_reporters?.length ?? 0));
    expect(imported.form.reaction_meddra_code).toBe(input.reactions[0]?.med_dra_code ?? null);
  });

  it('reads hostile text back as it was written', () => {
    const input = { ...sparseCase(), case_narrative: 'A <b>&</b> "quoted" \u0001 ]]> text' };
    const imported = importE2bXml(buildE2bR3Xml(input, { now: NOW }));
    expect(imported.ok && imported.form.case_narrative).toBe('A <b>&</b> "quoted"  ]]> text');
  });

  it('also accepts the product R2 file for import (same case, format r2)', () => {
    const imported = importE2bXml(buildE2bXml(fullCase(), { now: NOW }));
    expect(imported.ok && imported.format).toBe('r2');
  });
});
