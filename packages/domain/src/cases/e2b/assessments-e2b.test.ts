import { describe, expect, it } from 'vitest';
import { readyCaseForm } from '../../test/case-forms.ts';
import type { StoredPairAssessment } from '../case-assessment.ts';
import { generateCaseE2b } from './case-to-e2b.ts';
import { generateCaseE2bR3 } from './generate-case-e2b-r3.ts';

const identity = { id: 'case-1', initial_receipt_date: '2026-02-20', latest_receipt_date: '2026-02-20' };
const form = { ...readyCaseForm(), reaction_meddra_code: '10019211', reaction_meddra_version: '27.1' };
const additional = {
  // Coded: a report with an uncoded reaction is blocked (decision 0038).
  E: [{ reaction_term: 'Rash', reaction_meddra_code: '10037844', reaction_meddra_version: '27.1' }],
  G: [{ medicinal_product: 'Omeprazole', drug_role: '2' }],
};
const assessments: StoredPairAssessment[] = [
  {
    drug: 'Ibuprofen 400 mg',
    reaction: 'Headache',
    reporter: { result: 'probable', method: 'WHO-UMC' },
    company: { result: 'possible', method: 'Global introspection' },
    expectedness_override: { value: 'unexpected', reason: 'Not in the label' },
  },
  {
    drug: 'Ibuprofen 400 mg',
    reaction: 'Rash',
    reporter: null,
    company: { result: 'unlikely', method: 'WHO-UMC' },
    expectedness_override: null,
  },
  // A concomitant drug's assessment is not written.
  {
    drug: 'Omeprazole',
    reaction: 'Rash',
    reporter: { result: 'certain', method: 'WHO-UMC' },
    company: null,
    expectedness_override: null,
  },
];

const xmlOf = (result: ReturnType<typeof generateCaseE2b>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.xml;
};
const squash = (xml: string) => xml.replace(/>\s+</g, '><');

describe('causality assessments in E2B(R2)', () => {
  const xml = squash(xmlOf(generateCaseE2b(identity, form, {}, additional, assessments)));

  it('writes one drugreactionrelatedness per source and reaction under the suspect drug', () => {
    const blocks = xml.match(/<drugreactionrelatedness>.*?<\/drugreactionrelatedness>/g) ?? [];
    expect(blocks).toEqual([
      '<drugreactionrelatedness><drugreactionassesmeddraversion>27.1</drugreactionassesmeddraversion>' +
        '<drugreactionasses>10019211</drugreactionasses><drugassessmentsource>Primary source reporter</drugassessmentsource>' +
        '<drugassessmentmethod>WHO-UMC</drugassessmentmethod><drugresult>Probable/likely</drugresult></drugreactionrelatedness>',
      '<drugreactionrelatedness><drugreactionassesmeddraversion>27.1</drugreactionassesmeddraversion>' +
        '<drugreactionasses>10019211</drugreactionasses><drugassessmentsource>Pharmaceutical company</drugassessmentsource>' +
        '<drugassessmentmethod>Global introspection</drugassessmentmethod><drugresult>Possible</drugresult></drugreactionrelatedness>',
      '<drugreactionrelatedness><drugreactionassesmeddraversion>27.1</drugreactionassesmeddraversion>' +
        '<drugreactionasses>10037844</drugreactionasses>' +
        '<drugassessmentsource>Pharmaceutical company</drugassessmentsource>' +
        '<drugassessmentmethod>WHO-UMC</drugassessmentmethod><drugresult>Unlikely</drugresult></drugreactionrelatedness>',
    ]);
    // All three sit in the first (suspect) drug, its last elements (DTD 2.1 order).
    const suspect = xml.match(/<drug>.*?<\/drug>/)?.[0] ?? '';
    expect(suspect).toMatch(/<\/drugreactionrelatedness><\/drug>$/);
    expect(suspect.match(/<drugreactionrelatedness>/g)).toHaveLength(3);
  });

  it('writes no expectedness (not an ICH element)', () => {
    expect(xml.toLowerCase()).not.toContain('expected');
  });

  it('writes nothing for a case without assessments', () => {
    expect(xmlOf(generateCaseE2b(identity, form, {}, additional))).not.toContain('drugreactionrelatedness');
  });
});

describe('causality assessments in E2B(R3)', () => {
  const xml = squash(xmlOf(generateCaseE2bR3(identity, form, {}, additional, assessments)));
  const causality = xml.match(/<causalityAssessment [^>]*><code code="39".*?<\/causalityAssessment>/g) ?? [];

  it('writes one G.k.9.i.2.r causality assessment per source and reaction, linking reaction and drug', () => {
    expect(causality).toHaveLength(3);
    const [reporter, company, rash] = causality;
    expect(reporter).toContain('<value xsi:type="ST">Probable/likely</value>');
    expect(reporter).toContain('<methodCode><originalText>WHO-UMC</originalText></methodCode>');
    expect(reporter).toContain(
      '<author typeCode="AUT"><assignedEntity classCode="ASSIGNED"><code><originalText>Primary source reporter</originalText>',
    );
    expect(reporter).toContain(
      '<adverseEffectReference classCode="OBS" moodCode="EVN"><id root="00000000-0000-4000-8000-000000000001"',
    );
    expect(reporter).toContain(
      '<productUseReference classCode="SBADM" moodCode="EVN"><id root="00000000-0000-4000-9000-000000000001"',
    );
    expect(company).toContain('<originalText>Pharmaceutical company</originalText>');
    expect(company).toContain('<originalText>Global introspection</originalText>');
    expect(rash).toContain('<value xsi:type="ST">Unlikely</value>');
    expect(rash).toContain('<id root="00000000-0000-4000-8000-000000000002"');
  });

  it('writes nothing for a case without assessments', () => {
    expect(xmlOf(generateCaseE2bR3(identity, form, {}, additional))).not.toContain('code="39"');
  });
});
