import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullCase } from '../../test/e2b-test-cases.ts';
import { buildE2bXml } from '../../e2b/build-e2b-xml.ts';
import { E2B_IMPORT_MAX_BYTES, E2B_IMPORT_MESSAGES, importE2bXml } from './import-e2b-xml.ts';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../e2b/r3/fixtures', name), 'utf8');

describe('importE2bXml', () => {
  it('reads an R3 message: header, reporters, patient, reactions, drugs', () => {
    const result = importE2bXml(fixture('FAERS2022Scenario1.xml'));
    if (!result.ok) throw new Error(result.message);
    expect(result.format).toBe('r3');
    // C.1.4 and C.1.5: the sender's receipt dates (the import dates the case's clock from them).
    expect(result.receipt).toEqual({ initial: '2022-06-14', latest: '2022-06-14' });
    expect(result.form).toMatchObject({
      message_header_receiver_identifier: 'CDER',
      report_identification: 'US-APHARMA-8744554B',
      report_type: '1',
      reporter_family_name: 'Robertson',
      reporter_type: '1',
      sender_organization: 'Big Pharma Drug',
      initials: 'JD',
      gender: '1',
      age: '48',
      age_unit: '801',
      reaction_meddra_code: '10027940',
      reaction_outcome: '3',
      disabling: true,
      medicinal_product: 'Drug A',
      drug_role: '1',
    });
    expect(result.additional.E?.map((entry) => entry.reaction_meddra_code)).toEqual(['10009896']);
    expect(result.additional.G?.map((entry) => [entry.medicinal_product, entry.drug_role])).toEqual([
      ['Drug B', '1'],
      ['Drug C', '2'],
    ]);
  });

  it('reads FDA’s 2 MB all-elements message (Scenario 6) within the size limit', () => {
    const xml = fixture('FAERS2022Scenario6.xml');
    expect(xml.length).toBeGreaterThan(2_000_000);
    const result = importE2bXml(xml);
    expect(result.ok && result.form.death_cause).toBe(
      'Progressive multifocal leukoencephalopathy; Excessive Fibrosis',
    );
  });

  it('reads an openFDA R2 file (first safety report)', () => {
    const result = importE2bXml(fixture('openfda_faers_event.sgm'));
    if (!result.ok) throw new Error(result.message);
    expect(result.format).toBe('r2');
    expect(result.form.report_identification).toBe('4562564-7');
    expect(result.receipt).toEqual({ initial: '2005-01-27', latest: '2003-04-07' });
    expect(result.form.hospitalization).toBe(true);
  });

  it('reads the product’s own R2 file, DOCTYPE included', () => {
    const input = fullCase();
    const result = importE2bXml(buildE2bXml(input));
    if (!result.ok) throw new Error(result.message);
    expect(result.form.reaction_term).toBe(input.reactions[0]?.term);
    expect(result.receipt).toEqual({ initial: '2026-02-27', latest: '2026-02-28' });
    expect(result.form.medicinal_product).toBe(input.drugs[0]?.medicinal_product);
  });

  it('refuses entity declarations (billion laughs, external entities)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE ichicsr [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]><ichicsr>&b;</ichicsr>`;
    const external = `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><ichicsr>&e;</ichicsr>`;
    for (const xml of [laughs, external])
      expect(importE2bXml(xml)).toEqual({ ok: false, message: E2B_IMPORT_MESSAGES.entities });
  });

  it('refuses another root element and non-XML', () => {
    expect(importE2bXml('<html><body/></html>')).toEqual({ ok: false, message: E2B_IMPORT_MESSAGES.notE2b });
    const notXml = importE2bXml('%PDF-1.7 not xml');
    expect(notXml.ok).toBe(false);
    expect(!notXml.ok && notXml.message.startsWith(E2B_IMPORT_MESSAGES.notE2b)).toBe(true);
  });

  it('refuses a file over 10 MB, counting bytes not characters', () => {
    const padding = 'é'.repeat(E2B_IMPORT_MAX_BYTES / 2 + 1); // 2 bytes each in UTF-8
    expect(importE2bXml(`<ichicsr><!--${padding}--></ichicsr>`)).toEqual({
      ok: false,
      message: E2B_IMPORT_MESSAGES.tooLarge,
    });
  });
});
