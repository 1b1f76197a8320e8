import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORTING_RULES } from './default-reporting-rules.ts';
import {
  earliestDueObligation,
  earliestOpenObligation,
  obligationsOfCase,
  type ReportingRuleVersion,
} from './case-obligations.ts';
import { reportingFactsOfCase } from './reporting-facts.ts';

const seriousUs = reportingFactsOfCase({
  source: 'email',
  form: { report_type: '1', occur_country: 'us', hospitalization: true },
});

describe('obligationsOfCase', () => {
  it('gives one obligation per receiver with its due date and days left from day 0', () => {
    const obligations = obligationsOfCase({
      facts: seriousUs,
      initialReceiptDate: '2026-11-16',
      completed: false,
      today: '2026-11-27',
      versions: [],
    });
    expect(obligations.map((o) => [o.receiver, o.obligation, o.due_date, o.days_left, o.overdue])).toEqual([
      ['fda', 'days_15', '2026-12-01', 4, false],
      ['eu', 'days_15', '2026-12-01', 4, false],
      ['health_canada', 'days_15', '2026-12-01', 4, false],
    ]);
    expect(obligations[0]).toMatchObject({ rule_number: 2, rules_effective_from: null });
  });

  it('counts a passed due date as overdue only while the case is open', () => {
    const input = { facts: seriousUs, initialReceiptDate: '2026-10-01', today: '2026-11-27', versions: [] };
    const open = obligationsOfCase({ ...input, completed: false });
    expect(open[0]).toMatchObject({ days_left: -42, overdue: true, open: true });
    const closed = obligationsOfCase({ ...input, completed: true });
    expect(closed[0]).toMatchObject({ overdue: false, open: false });
  });

  it('uses the version in force on day 0, never one effective later', () => {
    const version = (effectiveFrom: string, createdAt: string, basis: string): ReportingRuleVersion => ({
      id: basis,
      effectiveFrom,
      createdAt,
      table: { ...DEFAULT_REPORTING_RULES.fda, rules: [], fallback: 'days_7', fallback_basis: basis },
    });
    const versions = [
      version('2026-11-01', '2026-10-01T00:00:00Z', 'old'),
      version('2026-11-01', '2026-10-02T00:00:00Z', 'newer save, same day'),
      version('2026-12-01', '2026-10-03T00:00:00Z', 'future'),
    ];
    const at = (day: string) =>
      obligationsOfCase({
        facts: seriousUs,
        initialReceiptDate: day,
        completed: false,
        today: day,
        versions,
      })[0];
    expect(at('2026-10-31')).toMatchObject({ obligation: 'days_15', rules_effective_from: null });
    expect(at('2026-11-15')).toMatchObject({
      basis: 'newer save, same day',
      rules_effective_from: '2026-11-01',
    });
    expect(at('2026-12-01')).toMatchObject({ basis: 'future', due_date: '2026-12-08' });
  });

  it('picks the open obligation due first', () => {
    const obligations = obligationsOfCase({
      facts: reportingFactsOfCase({
        source: 'email',
        form: { report_type: '1', occur_country: 'ES', hospitalization: false },
      }),
      initialReceiptDate: '2026-11-01',
      completed: false,
      today: '2026-11-02',
      versions: [],
    });
    expect(obligations.map((o) => o.obligation)).toEqual(['none', 'days_90', 'periodic']);
    expect(earliestOpenObligation(obligations)?.receiver).toBe('eu');
  });

  it('keeps the due date of the obligation due first once the case is completed, and none for periodic only', () => {
    const input = { initialReceiptDate: '2026-11-01', today: '2026-11-02', versions: [] };
    const fatalTrial = reportingFactsOfCase({
      source: 'email',
      form: { report_type: '2', study_type: '1', occur_country: 'DE', death: true },
    });
    const completed = obligationsOfCase({ ...input, facts: fatalTrial, completed: true });
    expect(earliestOpenObligation(completed)).toBeUndefined();
    expect(earliestDueObligation(completed)).toMatchObject({ receiver: 'eu', due_date: '2026-11-08' });
    const canadianNonSerious = reportingFactsOfCase({
      source: 'email',
      form: { report_type: '1', occur_country: 'CA', hospitalization: false },
    });
    const periodicOnly = obligationsOfCase({ ...input, facts: canadianNonSerious, completed: false });
    expect(periodicOnly.map((o) => o.obligation)).toEqual(['none', 'none', 'periodic']);
    expect(earliestDueObligation(periodicOnly)).toBeUndefined();
  });
});

describe('reportingFactsOfCase', () => {
  it('reads seriousness over every reaction and leaves expectedness and relatedness unknown', () => {
    const facts = reportingFactsOfCase({
      source: 'email',
      form: { report_type: '1', hospitalization: false },
      reactions: [{ hospitalization: false }, { life_threatening: true }],
    });
    expect(facts).toMatchObject({
      seriousness: 'fatal_or_life_threatening',
      expectedness: 'unknown',
      relatedness: 'unknown',
      country: null,
    });
  });

  it('calls a form with no criterion answered uncertain, and one answered false non-serious', () => {
    expect(reportingFactsOfCase({ source: 'email', form: {} }).seriousness).toBe('uncertain');
    expect(reportingFactsOfCase({ source: 'email', form: { death: false } }).seriousness).toBe('non_serious');
  });

  it('reads a possibly serious case as serious until it is downgraded, even with criteria answered "no"', () => {
    const answeredNo = { source: 'email' as const, form: { death: false, occur_country: 'ES' } };
    expect(reportingFactsOfCase({ ...answeredNo, possiblySerious: true })).toMatchObject({
      seriousness: 'serious',
      possiblySerious: true,
    });
    expect(reportingFactsOfCase({ ...answeredNo, possiblySerious: false })).toMatchObject({
      seriousness: 'non_serious',
      possiblySerious: false,
    });
    // A criterion set makes it serious outright: "possibly" says nothing more.
    expect(
      reportingFactsOfCase({ source: 'email', form: { death: true }, possiblySerious: true }),
    ).toMatchObject({ seriousness: 'fatal_or_life_threatening', possiblySerious: false });
    // Nothing answered: uncertain as before, but the reason names the words.
    expect(reportingFactsOfCase({ source: 'email', form: {}, possiblySerious: true })).toMatchObject({
      seriousness: 'uncertain',
      possiblySerious: true,
    });
  });

  it('reads the source from the literature reference, the report type and the study type', () => {
    const sourceOf = (form: Record<string, string>, source: 'email' | 'literature' = 'email') =>
      reportingFactsOfCase({ source, form }).source;
    expect(sourceOf({ literature_reference: 'Smith 2020' })).toBe('literature');
    expect(sourceOf({}, 'literature')).toBe('literature');
    expect(sourceOf({ report_type: '2' })).toBe('study');
    expect(sourceOf({ report_type: '2', study_type: '3' })).toBe('solicited');
    expect(reportingFactsOfCase({ source: 'email', form: {} })).toMatchObject({
      source: 'spontaneous',
      sourceAssumed: true,
    });
  });

  it('reads expectedness and relatedness from the drug–reaction assessment (decision 0041)', () => {
    const factsWith = (anyUnexpected: boolean | null, anyRelated: boolean | null) =>
      reportingFactsOfCase({
        source: 'email',
        form: { report_type: '1', occur_country: 'us', hospitalization: true },
        assessment: { anyUnexpected, anyRelated },
      });
    expect(factsWith(true, true)).toMatchObject({ expectedness: 'unexpected', relatedness: 'related' });
    expect(factsWith(false, false)).toMatchObject({ expectedness: 'expected', relatedness: 'not_related' });
    expect(factsWith(null, null)).toMatchObject({ expectedness: 'unknown', relatedness: 'unknown' });
  });

  it('puts a serious but expected US case on the FDA periodic report, not the 15-day alert', () => {
    const facts = reportingFactsOfCase({
      source: 'email',
      form: { report_type: '1', occur_country: 'us', hospitalization: true },
      assessment: { anyUnexpected: false, anyRelated: true },
    });
    const obligations = obligationsOfCase({
      facts,
      initialReceiptDate: '2026-11-16',
      completed: false,
      today: '2026-11-27',
      versions: [],
    });
    expect(obligations.find((o) => o.receiver === 'fda')?.obligation).toBe('periodic');
    expect(obligations.find((o) => o.receiver === 'eu')?.obligation).toBe('days_15');
  });

  it('reads the product types of the suspect drugs from the dictionary products they name (decision 0045)', () => {
    const factsOf = (types: ('vaccine' | 'drug' | null)[]) =>
      reportingFactsOfCase({
        source: 'email',
        form: {},
        drugs: [
          { medicinal_product: 'Vaxigrip', drug_role: '1' },
          { medicinal_product: 'Metformin', drug_role: '2' },
          { medicinal_product: 'Ibuprofen', drug_role: '3' },
        ],
        drugProductTypes: types,
      });
    // The concomitant metformin is not in the dictionary: that does not make the type unknown.
    expect(factsOf(['vaccine', null, 'drug'])).toMatchObject({
      productTypes: ['drug', 'vaccine'],
      productTypeUnknown: false,
    });
    // The interacting ibuprofen names no product: its type is unknown.
    expect(factsOf(['vaccine', null, null])).toMatchObject({
      productTypes: ['vaccine'],
      productTypeUnknown: true,
    });
    expect(reportingFactsOfCase({ source: 'email', form: {} }).productTypeUnknown).toBe(true);
  });
});
