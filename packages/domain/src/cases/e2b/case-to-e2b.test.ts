import { describe, expect, it } from 'vitest';
import { checkE2bXml } from '../../e2b/check-e2b-xml.ts';
import { readyCaseForm } from '../../test/case-forms.ts';
import { caseToE2bInput, generateCaseE2b } from './case-to-e2b.ts';

const identity = {
  id: 'case-1',
  reference_id: 'item-1',
  initial_receipt_date: '2026-02-27T10:15:00.000Z',
  latest_receipt_date: '2026-03-01',
};

describe('caseToE2bInput', () => {
  it('turns the flat form into the patient object and one reaction, drug and (when filled) test', () => {
    const input = caseToE2bInput(identity, {
      ...readyCaseForm(),
      initials: 'JD',
      weight: '70.5',
      reaction_meddra_code: '10019211',
      hospitalization: true,
      death: false,
      batch_number: 'MSG-BATCH',
      drug_batch_number: 'LOT-7',
      gender: null,
    });
    expect(input).toMatchObject({
      case_id: 'case-1',
      case_reference_id: 'item-1',
      initial_receipt_date: '2026-02-27T10:15:00.000Z',
      latest_receipt_date: '2026-03-01',
      batch_number: 'MSG-BATCH',
      patient: { initials: 'JD', weight: '70.5' },
      reactions: [{ term: 'Headache', med_dra_code: '10019211', hospitalization: true, death: false }],
      drugs: [{ medicinal_product: 'Ibuprofen 400 mg', drug_role: '1', batch_number: 'LOT-7' }],
      tests: [],
    });
    expect(input.patient).not.toHaveProperty('gender');
    expect(caseToE2bInput(identity, { test_name: 'ALT' }).tests).toEqual([{ test_name: 'ALT' }]);
  });
});

describe('generateCaseE2b', () => {
  it('builds a file that passes the structural checker once the required fields are set', () => {
    const result = generateCaseE2b(identity, {
      ...readyCaseForm(),
      drug_batch_number: 'LOT-7',
      weight: '70.5',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(checkE2bXml(result.xml).ok).toBe(true);
    expect(result.xml).toContain('LOT-7');
  });

  it('names the form field of every missing required value, all at once', () => {
    const result = generateCaseE2b(identity, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.problems.map((problem) => problem.field);
    for (const field of [
      'message_header_receiver_identifier',
      'transmission_date',
      'report_type',
      'reporter_type',
      'sender_type',
      'sender_organization',
      'sender_given_name',
      'sender_family_name',
      'sender_country',
      'reaction_term',
      'medicinal_product',
      'drug_role',
      'case_narrative',
    ]) {
      expect(fields, field).toContain(field);
    }
  });

  it('maps problems inside the drug, reaction and patient back to their form fields', () => {
    const result = generateCaseE2b(identity, {
      ...readyCaseForm(),
      drug_batch_number: true,
      reaction_outcome: '9',
      gender: '7',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.problems.map((problem) => problem.field);
    expect(fields).toContain('drug_batch_number');
    expect(fields).toContain('reaction_outcome');
    expect(fields).toContain('gender');
    expect(fields).not.toContain('batch_number');
  });
});

describe('repeatable sections in the report', () => {
  const additional = {
    C2: [{ reporter_given_name: 'Luis', reporter_family_name: 'Pérez', reporter_type: '1' }],
    E: [
      {
        reaction_term: 'Nausea',
        reaction_meddra_code: '95000027',
        reaction_meddra_pt_code: '96000009',
        reaction_meddra_version: '27.1',
        reaction_outcome: '1',
      },
      {},
    ],
    F: [{ test_name: 'ALT', test_result: '120' }],
    G: [{ medicinal_product: 'Paracetamol 1 g', drug_role: '2' }],
  };

  it('writes every reporter, reaction, test and drug, leaving blank entries out', () => {
    const result = generateCaseE2b(identity, readyCaseForm(), {}, additional);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const count = (tag: string) => result.xml.split(`<${tag}>`).length - 1;
    expect(count('primarysource')).toBe(2);
    expect(count('reaction')).toBe(2);
    expect(count('test')).toBe(1);
    expect(count('drug')).toBe(2);
    expect(result.xml).toContain('<reportergivename>Luis</reportergivename>');
    expect(result.xml).toContain('<primarysourcereaction>Nausea</primarysourcereaction>');
    expect(result.xml).toContain('<medicinalproduct>Paracetamol 1 g</medicinalproduct>');
    expect(checkE2bXml(result.xml).ok).toBe(true);
  });

  it('names the entry of a problem in a later entry', () => {
    const result = generateCaseE2b(
      identity,
      readyCaseForm(),
      {},
      { G: [{ medicinal_product: 'Paracetamol' }] },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        rule: 'drugRole',
        section: 'G',
        field: 'drug_role',
        entry: 1,
        message: 'Drug 2: choose the drug role (suspect, concomitant or interacting)',
      },
    ]);
  });
});
