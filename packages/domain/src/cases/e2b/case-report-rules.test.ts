import { describe, expect, it } from 'vitest';
import type { CaseFieldValue } from '../case-fields.ts';
import { caseFieldDefinition } from '../case-fields.ts';
import type { AdditionalEntries } from '../case-sections.ts';
import { readyCaseForm } from '../../test/case-forms.ts';
import { CASE_REPORT_RULES, checkCaseReport, type CaseReportRuleId } from './case-report-rules.ts';
import { generateCaseE2b } from './case-to-e2b.ts';
import { generateCaseE2bR3 } from './generate-case-e2b-r3.ts';

type Form = Record<string, CaseFieldValue>;
const identity = { id: 'case-1' };
const NOW = new Date('2026-03-02T12:34:56Z');
const UNCODED = { reaction_meddra_code: null, reaction_meddra_pt_code: null, reaction_meddra_version: null };

/** Deficient saved cases, each with the rules it breaks (entry numbers for the repeatable sections). */
const DEFICIENT: readonly {
  name: string;
  form: Form;
  additional?: AdditionalEntries;
  broken: readonly [CaseReportRuleId, number?][];
}[] = [
  // The case: R3 passed a case without narrative and sender country that R2 refused.
  {
    name: 'no narrative, no sender country',
    form: { ...readyCaseForm(), case_narrative: null, sender_country: '' },
    broken: [['senderCountry'], ['caseNarrative']],
  },
  { name: 'an uncoded reaction', form: { ...readyCaseForm(), ...UNCODED }, broken: [['reactionUncoded', 0]] },
  {
    name: 'an uncoded second reaction and an uncoded indication',
    form: { ...readyCaseForm(), indication: 'Migraine' },
    additional: { E: [{ reaction_term: 'Nausea' }] },
    broken: [
      ['reactionUncoded', 1],
      ['indicationUncoded', 0],
    ],
  },
  {
    name: 'no sender and no reporter qualification',
    form: {
      ...readyCaseForm(),
      reporter_type: null,
      sender_type: null,
      sender_organization: null,
      sender_given_name: null,
      sender_family_name: null,
    },
    broken: [
      ['reporterType'],
      ['senderType'],
      ['senderOrganization'],
      ['senderGivenName'],
      ['senderFamilyName'],
    ],
  },
  {
    name: 'a second drug without product or role, no receiver',
    form: { ...readyCaseForm(), message_header_receiver_identifier: null },
    additional: { G: [{ dose_amount: '2' }] },
    broken: [['receiverIdentifier'], ['medicinalProduct', 1], ['drugRole', 1]],
  },
  {
    name: 'an empty case',
    form: {},
    broken: [
      ['receiverIdentifier'],
      ['transmissionDate'],
      ['reportType'],
      ['reporterType'],
      ['senderType'],
      ['senderOrganization'],
      ['senderGivenName'],
      ['senderFamilyName'],
      ['senderCountry'],
      ['reactionTerm', 0],
      ['medicinalProduct', 0],
      ['drugRole', 0],
      ['caseNarrative'],
    ],
  },
];

const problemsOf = (result: ReturnType<typeof generateCaseE2b>) => (result.ok ? [] : result.problems);

describe('one rule set for both E2B formats', () => {
  it.each(DEFICIENT)('R2 and R3 list the same problems for $name', ({ form, additional, broken }) => {
    const r2 = problemsOf(generateCaseE2b(identity, form, { now: NOW }, additional ?? null));
    const r3 = problemsOf(generateCaseE2bR3(identity, form, { now: NOW }, additional ?? null));
    expect(r2).toEqual(r3);
    expect(
      r2.map((problem) => (problem.entry === undefined ? [problem.rule] : [problem.rule, problem.entry])),
    ).toEqual(broken);
  });

  it('lets a ready case through both formats', () => {
    expect(checkCaseReport(readyCaseForm())).toEqual([]);
    expect(generateCaseE2b(identity, readyCaseForm(), { now: NOW }).ok).toBe(true);
    expect(generateCaseE2bR3(identity, readyCaseForm(), { now: NOW }).ok).toBe(true);
  });

  it('names the section and field to go to, and says which reaction to code', () => {
    expect(checkCaseReport({ ...readyCaseForm(), ...UNCODED })).toEqual([
      {
        rule: 'reactionUncoded',
        section: 'E',
        field: 'reaction_term',
        entry: 0,
        message: 'Reaction 1: code the reaction in MedDRA (pick its term from the search)',
      },
    ]);
  });

  it('takes a batch receiver for the message receiver, and a PT or LLT code alone for a coded term', () => {
    const form = {
      ...readyCaseForm(),
      message_header_receiver_identifier: null,
      batch_receiver_identifier: 'EVHUMAN',
      reaction_meddra_code: null,
      indication: 'Migraine',
      indication_meddra_code: '95000019',
    };
    expect(checkCaseReport(form)).toEqual([]);
  });

  it('keeps each rule on a form field of its section', () => {
    for (const { section, field } of Object.values(CASE_REPORT_RULES))
      expect(caseFieldDefinition(field)?.section, field).toBe(section);
  });

  it('lists a format’s own problem after the shared rules, once', () => {
    const result = generateCaseE2b(identity, { ...readyCaseForm(), ...UNCODED, reaction_outcome: '9' });
    expect(problemsOf(result).map((problem) => problem.rule ?? problem.field)).toEqual([
      'reactionUncoded',
      'reaction_outcome',
    ]);
  });
});
