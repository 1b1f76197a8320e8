import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORTING_RULES } from './default-reporting-rules.ts';
import { evaluateReportingRules } from './evaluate-reporting-rules.ts';
import type { ReportingFacts } from './reporting-facts.ts';
import type { ReceiverRuleTable, ReportingRule } from './reporting-rule-kinds.ts';

const known: ReportingFacts = {
  seriousness: 'serious',
  expectedness: 'unexpected',
  relatedness: 'related',
  source: 'spontaneous',
  sourceAssumed: false,
  country: 'US',
  productTypes: ['drug'],
  productTypeUnknown: false,
  possiblySerious: false,
};
const facts = (change: Partial<ReportingFacts>): ReportingFacts => ({ ...known, ...change });
const { fda, eu, health_canada: canada } = DEFAULT_REPORTING_RULES;

describe('the shipped reporting rules', () => {
  it.each([
    // [table, facts, obligation, basis fragment]
    [fda, facts({}), 'days_15', '314.80(c)(1)(i)'],
    [fda, facts({ country: 'DE' }), 'days_15', '314.80(c)(1)(i)'],
    [fda, facts({ source: 'literature', country: 'FR' }), 'days_15', '314.80(c)(1)(i)'],
    [fda, facts({ expectedness: 'expected' }), 'periodic', '314.80(c)(2)(ii)'],
    [fda, facts({ expectedness: 'expected', country: 'DE' }), 'none', 'foreign'],
    [fda, facts({ seriousness: 'non_serious' }), 'periodic', '314.80(c)(2)(ii)'],
    [fda, facts({ source: 'study', relatedness: 'not_related' }), 'none', '314.80(e)'],
    [eu, facts({ country: 'ES' }), 'days_15', 'Art. 107(3)'],
    [eu, facts({ country: 'US', expectedness: 'expected' }), 'days_15', 'Art. 107(3)'],
    [eu, facts({ country: 'ES', seriousness: 'non_serious' }), 'days_90', '90 days'],
    [eu, facts({ country: 'US', seriousness: 'non_serious' }), 'none', 'non-EEA'],
    [eu, facts({ source: 'study', seriousness: 'fatal_or_life_threatening' }), 'days_7', 'Art. 42(2)(a)'],
    [eu, facts({ source: 'study' }), 'days_15', 'Art. 42(2)(b)'],
    [eu, facts({ source: 'study', expectedness: 'expected' }), 'periodic', 'Art. 43'],
    [canada, facts({ country: 'CA', expectedness: 'expected' }), 'days_15', 'C.01.017(a)'],
    [canada, facts({ country: 'US' }), 'days_15', 'C.01.017(b)'],
    [canada, facts({ country: 'US', expectedness: 'expected' }), 'periodic', 'C.01.018'],
    [canada, facts({ country: 'CA', seriousness: 'non_serious' }), 'periodic', 'C.01.018'],
    [
      canada,
      facts({ source: 'study', seriousness: 'fatal_or_life_threatening' }),
      'days_7',
      'C.05.014(1)(b)',
    ],
  ] as const)('%#: %s → %s', (table, caseFacts, obligation, basis) => {
    const outcome = evaluateReportingRules(table, caseFacts);
    expect(outcome.obligation).toBe(obligation);
    expect(outcome.basis).toContain(basis);
  });
});

describe('evaluateReportingRules', () => {
  const serious: ReportingRule = {
    seriousness: 'serious',
    expectedness: 'any',
    relatedness: 'any',
    source: 'any',
    country: 'any',
    product_type: 'any',
    obligation: 'days_15',
    basis: 'first',
  };
  const table: ReceiverRuleTable = {
    receiver: 'eu',
    rules: [serious, { ...serious, obligation: 'days_7', basis: 'second' }],
    fallback: 'periodic',
    fallback_basis: 'nothing matched',
  };

  it('takes the first rule that matches, in order', () => {
    const outcome = evaluateReportingRules(table, facts({}));
    expect(outcome).toMatchObject({ obligation: 'days_15', ruleIndex: 0, basis: 'first' });
  });

  it('falls back when no rule matches', () => {
    const outcome = evaluateReportingRules(table, facts({ seriousness: 'non_serious' }));
    expect(outcome).toMatchObject({ obligation: 'periodic', ruleIndex: null, basis: 'nothing matched' });
  });

  it('treats unknown expectedness as unexpected and says so', () => {
    const outcome = evaluateReportingRules(fda, facts({ expectedness: 'unknown' }));
    expect(outcome.obligation).toBe('days_15');
    expect(outcome.reasons).toContain('expectedness_not_assessed');
  });

  it('deems a spontaneous report related when relatedness is unknown, and a study report only as a precaution', () => {
    expect(evaluateReportingRules(fda, facts({ relatedness: 'unknown' })).reasons).toContain(
      'relatedness_deemed_spontaneous',
    );
    const study = evaluateReportingRules(eu, facts({ source: 'study', relatedness: 'unknown' }));
    expect(study.obligation).toBe('days_15');
    expect(study.reasons).toContain('relatedness_not_assessed');
  });

  it('applies the shorter clock when the seriousness is uncertain', () => {
    const outcome = evaluateReportingRules(eu, facts({ country: 'ES', seriousness: 'uncertain' }));
    expect(outcome.obligation).toBe('days_15');
    expect(outcome.reasons).toContain('seriousness_uncertain');
    const trial = evaluateReportingRules(eu, facts({ source: 'study', seriousness: 'uncertain' }));
    expect(trial.obligation).toBe('days_7');
  });

  it('says a possibly serious case is on the shorter clock because of its words, not as unassessed', () => {
    const outcome = evaluateReportingRules(
      eu,
      facts({ country: 'ES', seriousness: 'serious', possiblySerious: true }),
    );
    expect(outcome.obligation).toBe('days_15');
    expect(outcome.reasons).toContain('possibly_serious');
    const unanswered = evaluateReportingRules(
      eu,
      facts({ country: 'ES', seriousness: 'uncertain', possiblySerious: true }),
    );
    expect(unanswered.reasons).toContain('possibly_serious');
    expect(unanswered.reasons).not.toContain('seriousness_uncertain');
  });

  it('applies the shorter clock when the country is unknown', () => {
    const outcome = evaluateReportingRules(canada, facts({ country: null, expectedness: 'expected' }));
    expect(outcome.obligation).toBe('days_15');
    expect(outcome.reasons).toContain('country_unknown');
  });

  describe('product type (decision 0045)', () => {
    const byType: ReceiverRuleTable = {
      ...table,
      rules: [{ ...serious, product_type: 'vaccine', obligation: 'days_7', basis: 'vaccines' }],
    };

    it('matches a rule on the type of a suspect product', () => {
      expect(evaluateReportingRules(byType, facts({})).basis).toBe('nothing matched');
      expect(evaluateReportingRules(byType, facts({ productTypes: ['vaccine'] })).basis).toBe('vaccines');
    });

    it('applies the stricter clock of suspects of several types', () => {
      const outcome = evaluateReportingRules(byType, facts({ productTypes: ['drug', 'vaccine'] }));
      expect(outcome).toMatchObject({ obligation: 'days_7', basis: 'vaccines' });
    });

    it('tries every type when a suspect is not in the dictionary, and says so only where a rule asks', () => {
      const unknown = facts({ productTypes: [], productTypeUnknown: true });
      const outcome = evaluateReportingRules(byType, unknown);
      expect(outcome.obligation).toBe('days_7');
      expect(outcome.reasons).toContain('product_type_unknown');
      expect(evaluateReportingRules(table, unknown).reasons).not.toContain('product_type_unknown');
    });
  });
});
