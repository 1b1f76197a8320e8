import type { ReceiverRuleTable, ReportingReceiver, ReportingRule } from './reporting-rule-kinds.ts';

/** A rule that matches anything but what it names. */
function rule(
  match: Partial<Omit<ReportingRule, 'obligation' | 'basis'>>,
  obligation: ReportingRule['obligation'],
  basis: string,
): ReportingRule {
  return {
    seriousness: 'any',
    expectedness: 'any',
    relatedness: 'any',
    source: 'any',
    country: 'any',
    product_type: 'any',
    ...match,
    obligation,
    basis,
  };
}

/**
 * FDA post-marketing safety reporting of an approved drug (21 CFR 314.80; 600.80 says the same for biologics).
 * Causality is not asked of spontaneous reports (FDA deems them related); a post-marketing study's report needs a
 * reasonable possibility that the drug caused it.
 */
const FDA: ReceiverRuleTable = {
  receiver: 'fda',
  rules: [
    rule(
      { seriousness: 'serious', expectedness: 'unexpected', source: 'study', relatedness: 'not_related' },
      'none',
      '21 CFR 314.80(e)(1): no 15-day alert report for a study case unless there is a reasonable possibility the drug caused it',
    ),
    rule(
      { seriousness: 'serious', expectedness: 'unexpected' },
      'days_15',
      '21 CFR 314.80(c)(1)(i): 15-day alert report for each serious and unexpected adverse drug experience, domestic or foreign, from any source (literature: 314.80(d))',
    ),
    rule(
      { country: 'foreign' },
      'none',
      '21 CFR 314.80(c)(2)(iii): periodic reporting does not apply to foreign marketing experience',
    ),
    rule(
      { source: 'literature' },
      'none',
      '21 CFR 314.80(c)(2)(iii): periodic reporting does not apply to reports in the scientific literature',
    ),
    rule(
      { source: 'study' },
      'none',
      '21 CFR 314.80(c)(2)(iii): periodic reporting does not apply to postmarketing studies',
    ),
    rule(
      { country: 'domestic' },
      'periodic',
      '21 CFR 314.80(c)(2)(ii): every other domestic adverse drug experience goes into the periodic report',
    ),
  ],
  fallback: 'none',
  fallback_basis: '21 CFR 314.80: no individual report required',
};

/**
 * The EU: post-authorisation cases (Directive 2001/83/EC Art. 107(3); GVP Module VI.C.4) and, for a clinical trial,
 * suspected unexpected serious adverse reactions (Regulation (EU) No 536/2014 Art. 42; 7 days when fatal or
 * life-threatening, 15 otherwise).
 */
const EU: ReceiverRuleTable = {
  receiver: 'eu',
  rules: [
    rule(
      {
        seriousness: 'fatal_or_life_threatening',
        expectedness: 'unexpected',
        relatedness: 'related',
        source: 'study',
      },
      'days_7',
      'Regulation (EU) No 536/2014 Art. 42(2)(a): a fatal or life-threatening SUSAR within 7 days',
    ),
    rule(
      { seriousness: 'serious', expectedness: 'unexpected', relatedness: 'related', source: 'study' },
      'days_15',
      'Regulation (EU) No 536/2014 Art. 42(2)(b): any other SUSAR within 15 days',
    ),
    rule(
      { source: 'study' },
      'periodic',
      'Regulation (EU) No 536/2014 Art. 43: other clinical-trial reactions go into the annual safety report',
    ),
    rule(
      { seriousness: 'serious' },
      'days_15',
      'Directive 2001/83/EC Art. 107(3), GVP Module VI.C.4: serious cases, EEA and non-EEA, within 15 days',
    ),
    rule(
      { seriousness: 'non_serious', country: 'domestic' },
      'days_90',
      'Directive 2001/83/EC Art. 107(3), GVP Module VI.C.4: non-serious EEA cases within 90 days',
    ),
    rule(
      { seriousness: 'non_serious', country: 'foreign' },
      'none',
      'GVP Module VI.C.4: non-serious non-EEA cases are not reported individually',
    ),
  ],
  fallback: 'none',
  fallback_basis: 'GVP Module VI: no individual report required',
};

/**
 * Health Canada: marketed drugs (Food and Drug Regulations C.01.017, annual summary C.01.018) and clinical trials
 * (C.05.014, which replaces C.01.017 for drugs used in a trial).
 */
const HEALTH_CANADA: ReceiverRuleTable = {
  receiver: 'health_canada',
  rules: [
    rule(
      {
        seriousness: 'fatal_or_life_threatening',
        expectedness: 'unexpected',
        relatedness: 'related',
        source: 'study',
      },
      'days_7',
      'Food and Drug Regulations C.05.014(1)(b): a fatal or life-threatening serious unexpected ADR in a clinical trial within 7 days',
    ),
    rule(
      { seriousness: 'serious', expectedness: 'unexpected', relatedness: 'related', source: 'study' },
      'days_15',
      'Food and Drug Regulations C.05.014(1)(a): any other serious unexpected ADR in a clinical trial within 15 days',
    ),
    rule(
      { source: 'study' },
      'none',
      'Food and Drug Regulations C.05.014(3): C.01.017 does not apply to drugs used in a clinical trial',
    ),
    rule(
      { seriousness: 'serious', country: 'domestic' },
      'days_15',
      'Food and Drug Regulations C.01.017(a): any serious ADR that occurred in Canada within 15 days',
    ),
    rule(
      { seriousness: 'serious', expectedness: 'unexpected', country: 'foreign' },
      'days_15',
      'Food and Drug Regulations C.01.017(b): any serious unexpected ADR that occurred outside Canada within 15 days',
    ),
  ],
  fallback: 'periodic',
  fallback_basis: 'Food and Drug Regulations C.01.018: the annual summary report',
};

/** The shipped tables, in force until an organisation saves its own (they have no effective date of their own). */
export const DEFAULT_REPORTING_RULES: Readonly<Record<ReportingReceiver, ReceiverRuleTable>> = {
  fda: FDA,
  eu: EU,
  health_canada: HEALTH_CANADA,
};
