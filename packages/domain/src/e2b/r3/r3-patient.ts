import type { E2bPatient, E2bTest } from '../e2b-case.ts';
import type { XmlNode } from '../xml-writer.ts';
import type { E2bR3Case, E2bR3Reaction } from './e2b-r3-case.ts';
import {
  country,
  coded,
  el,
  flagValue,
  freeText,
  observation,
  quantity,
  textEl,
  ts,
  wrap,
} from './hl7-nodes.ts';
import { OBS, OID, ORGANIZER } from './oids.ts';
import { UCUM_OF_UNIT } from './r3-codes.ts';

export interface PatientOptions {
  /** E.i.2.1a: the MedDRA version the case's codes come from (the form keeps codes, not their version). */
  meddraVersion: string;
}

const numberText = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** Stable ids link drugs to reactions (G.k.9.i) and roles (G.k.1) inside one message. */
export const reactionId = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
export const drugId = (index: number) => `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`;

const subjectOf2 = (children: XmlNode[]): XmlNode[] => wrap('subjectOf2', { typeCode: 'SBJ' }, children);

function patientObservation(code: string, displayName: string, value: XmlNode[]): XmlNode[] {
  return value.length === 0 ? [] : subjectOf2([observation(code, displayName, value)]);
}

/** An organizer (D.7, D.8, F.r, G.k) holding one component per entry. */
export function organizer(code: string, displayName: string, components: XmlNode[]): XmlNode[] {
  if (components.length === 0) return [];
  return subjectOf2([
    el('organizer', { classCode: 'CATEGORY', moodCode: 'EVN' }, [
      el('code', { code, codeSystem: OID.organizer, displayName }),
      ...components.map((component) => el('component', { typeCode: 'COMP' }, [component])),
    ]),
  ]);
}

function player(patient: E2bPatient): XmlNode {
  const gender =
    patient.gender === undefined
      ? []
      : patient.gender === '0'
        ? [el('administrativeGenderCode', { nullFlavor: 'UNK' })]
        : [el('administrativeGenderCode', { code: patient.gender, codeSystem: OID.gender })];
  return el('player1', { classCode: 'PSN', determinerCode: 'INSTANCE' }, [
    // D.1 is required; an unknown patient is said so with a null flavour rather than left out.
    ...(patient.initials === undefined
      ? [el('name', { nullFlavor: 'UNK' })]
      : textEl('name', patient.initials)),
    ...gender,
    ...ts('birthTime', patient.birth_date),
    ...ts('deceasedTime', patient.death_date),
  ]);
}

/** C.5 study: name, sponsor number, type and one registration. */
function study(report: E2bR3Case): XmlNode[] {
  const registration = wrap('authorization', { typeCode: 'AUTH' }, [
    ...wrap('studyRegistration', { classCode: 'ACT', moodCode: 'EVN' }, [
      ...(report.study_registry_number === undefined
        ? []
        : [el('id', { extension: report.study_registry_number, root: OID.studyRegistration })]),
      ...wrap('author', { typeCode: 'AUT' }, [
        ...wrap('territorialAuthority', { classCode: 'TERR' }, [
          ...wrap(
            'governingPlace',
            { classCode: 'COUNTRY', determinerCode: 'INSTANCE' },
            country('code', report.study_registry_country),
          ),
        ]),
      ]),
    ]),
  ]);
  const children = [
    ...(report.study_sponsor_number === undefined
      ? []
      : [el('id', { extension: report.study_sponsor_number, root: OID.sponsorStudyNumber })]),
    ...(report.study_type === undefined
      ? []
      : [el('code', { code: report.study_type, codeSystem: OID.studyType })]),
    ...textEl('title', report.study_name),
    ...registration,
  ];
  return children.length === 0
    ? []
    : [
        el('subjectOf1', { typeCode: 'SBJ' }, [
          el('researchStudy', { classCode: 'CLNTRL', moodCode: 'EVN' }, children),
        ]),
      ];
}

function characteristics(patient: E2bPatient): XmlNode[] {
  const ageUnit = patient.age_unit === undefined ? undefined : UCUM_OF_UNIT[patient.age_unit];
  return [
    ...patientObservation(OBS.age, 'age', quantity('value', numberText(patient.age), ageUnit)),
    ...patientObservation(
      OBS.gestationPeriod,
      'gestationPeriod',
      quantity('value', numberText(patient.pregnancy_duration), 'wk'),
    ),
    ...patientObservation(OBS.ageGroup, 'ageGroup', coded('value', patient.age_group, OID.ageGroup)),
    ...patientObservation(OBS.bodyWeight, 'bodyWeight', quantity('value', numberText(patient.weight), 'kg')),
    ...patientObservation(OBS.height, 'height', quantity('value', numberText(patient.height), 'cm')),
    ...patientObservation(
      OBS.lastMenstrualPeriod,
      'lastMenstrualPeriodDate',
      ts('value', patient.last_menstrual_date, { 'xsi:type': 'TS' }),
    ),
  ];
}

function history(patient: E2bPatient): XmlNode[] {
  return [
    ...organizer(
      ORGANIZER.medicalHistory,
      'relevantMedicalHistoryAndConcurrentConditions',
      patient.medical_history === undefined
        ? []
        : [
            observation(
              OBS.historyText,
              'historyAndConcurrentConditionText',
              freeText(patient.medical_history),
            ),
          ],
    ),
    ...organizer(
      ORGANIZER.drugHistory,
      'drugHistory',
      patient.past_drug_therapy === undefined
        ? []
        : [
            el('substanceAdministration', { classCode: 'SBADM', moodCode: 'EVN' }, [
              el('consumable', { typeCode: 'CSM' }, [
                el('instanceOfKind', { classCode: 'INST' }, [
                  el('kindOfProduct', { classCode: 'MMAT', determinerCode: 'KIND' }, [
                    ...textEl('name', patient.past_drug_therapy),
                  ]),
                ]),
              ]),
            ]),
          ],
    ),
  ];
}

function death(patient: E2bPatient): XmlNode[] {
  const autopsy =
    patient.autopsy_yes_no === undefined
      ? []
      : [
          patient.autopsy_yes_no === '0'
            ? el('value', { 'xsi:type': 'BL', nullFlavor: 'UNK' })
            : el('value', { 'xsi:type': 'BL', value: String(patient.autopsy_yes_no === '1') }),
        ];
  const cause =
    patient.death_cause === undefined
      ? []
      : [
          el(
            'value',
            { 'xsi:type': 'CE', codeSystem: OID.meddra },
            textEl('originalText', patient.death_cause),
          ),
        ];
  return [
    ...patientObservation(OBS.reportedCauseOfDeath, 'reportedCauseOfDeath', cause),
    ...patientObservation(OBS.autopsy, 'autopsy', autopsy),
  ];
}

const SERIOUSNESS: readonly [string, string, (reaction: E2bR3Reaction) => boolean | undefined][] = [
  [OBS.death, 'resultsInDeath', (r) => r.death],
  [OBS.lifeThreatening, 'isLifeThreatening', (r) => r.life_threatening],
  [OBS.hospitalization, 'requiresInpatientHospitalization', (r) => r.hospitalization],
  [OBS.disabling, 'resultsInPersistentOrSignificantDisability', (r) => r.disabling],
  [OBS.congenitalAnomaly, 'congenitalAnomalyBirthDefect', (r) => r.congenital_anomaly],
  [OBS.medicallyImportant, 'otherMedicallyImportantCondition', (r) => r.medically_important],
];

function pertinent(child: XmlNode): XmlNode {
  return el('outboundRelationship2', { typeCode: 'PERT' }, [child]);
}

/** One E.i reaction: reported term (E.i.1.1a), MedDRA code (E.i.2.1), dates, seriousness, outcome, country. */
function reaction(
  item: E2bR3Reaction,
  index: number,
  occurCountry: string | undefined,
  options: PatientOptions,
) {
  const durationUnit = item.duration_unit === undefined ? undefined : UCUM_OF_UNIT[item.duration_unit];
  const period = [
    ...ts('low', item.start_date),
    ...ts('high', item.end_date),
    ...(item.duration === undefined || durationUnit === undefined
      ? []
      : [el('width', { value: String(item.duration), unit: durationUnit })]),
  ];
  const term = textEl('originalText', item.term);
  const value =
    item.med_dra_code === undefined
      ? el('value', { 'xsi:type': 'CE' }, term)
      : el(
          'value',
          {
            'xsi:type': 'CE',
            code: item.med_dra_code,
            codeSystem: OID.meddra,
            codeSystemVersion: options.meddraVersion,
          },
          term,
        );
  return subjectOf2([
    el('observation', { classCode: 'OBS', moodCode: 'EVN' }, [
      el('id', { root: reactionId(index) }),
      el('code', { code: OBS.reaction, codeSystem: OID.observation, displayName: 'reaction' }),
      ...wrap('effectiveTime', { 'xsi:type': 'IVL_TS' }, period),
      value,
      ...wrap('location', { typeCode: 'LOC' }, [
        ...wrap('locatedEntity', { classCode: 'LOCE' }, [
          ...wrap(
            'locatedPlace',
            { classCode: 'COUNTRY', determinerCode: 'INSTANCE' },
            country('code', occurCountry),
          ),
        ]),
      ]),
      ...SERIOUSNESS.map(([code, name, pick]) => pertinent(observation(code, name, [flagValue(pick(item))]))),
      ...(item.outcome === undefined
        ? []
        : [pertinent(observation(OBS.outcome, 'outcome', coded('value', item.outcome, OID.outcome)))]),
    ]),
  ]);
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const COMPARISON = /^(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)$/;

/** F.r.3: a number with its unit, a bound such as "<10", or free text (F.r.3.4) for anything else. */
function testResult(item: E2bTest): XmlNode[] {
  const result = item.test_result?.trim();
  if (result === undefined || result === '') return [];
  const unit = item.test_unit ?? '1';
  if (NUMBER.test(result))
    return [el('value', { 'xsi:type': 'IVL_PQ' }, [el('center', { value: result, unit })])];
  const bound = COMPARISON.exec(result);
  if (bound !== null) {
    const [, operator = '', value = ''] = bound;
    const inclusive = String(operator.endsWith('='));
    const limit = { value, unit, inclusive };
    return [
      el(
        'value',
        { 'xsi:type': 'IVL_PQ' },
        operator.startsWith('<')
          ? [el('low', { nullFlavor: 'NINF' }), el('high', limit)]
          : [el('low', limit), el('high', { nullFlavor: 'PINF' })],
      ),
    ];
  }
  return freeText(result);
}

function referenceRange(value: string | undefined, unit: string, interpretation: 'L' | 'H'): XmlNode[] {
  if (value === undefined || !NUMBER.test(value.trim())) return [];
  return [
    el('referenceRange', { typeCode: 'REFV' }, [
      el('observationRange', { classCode: 'OBS', moodCode: 'EVN.CRT' }, [
        el('value', { 'xsi:type': 'PQ', value: value.trim(), unit }),
        el('interpretationCode', { code: interpretation, codeSystem: '2.16.840.1.113883.5.83' }),
      ]),
    ]),
  ];
}

function test(item: E2bTest): XmlNode {
  const unit = item.test_unit ?? '1';
  return el('observation', { classCode: 'OBS', moodCode: 'EVN' }, [
    el('code', {}, textEl('originalText', item.test_name)),
    ...ts('effectiveTime', item.test_date),
    ...testResult(item),
    ...referenceRange(item.normal_low_range, unit, 'L'),
    ...referenceRange(item.normal_high_range, unit, 'H'),
    ...(item.test_more_info === undefined
      ? []
      : [pertinent(observation(OBS.comment, 'comment', freeText(item.test_more_info)))]),
  ]);
}

/** The primaryRole's subjectOf1/subjectOf2 children after the person: study, D, E.i and F.r. */
export function patientSections(
  report: E2bR3Case,
  options: PatientOptions,
): { player: XmlNode; sections: XmlNode[] } {
  return {
    player: player(report.patient),
    sections: [
      ...study(report),
      ...characteristics(report.patient),
      ...history(report.patient),
      ...death(report.patient),
      ...report.reactions.flatMap((item, index) => reaction(item, index, report.occur_country, options)),
      ...organizer(ORGANIZER.tests, 'testsAndProceduresRelevantToTheInvestigation', report.tests.map(test)),
    ],
  };
}
