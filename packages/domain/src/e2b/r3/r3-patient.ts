import type { XmlNode } from '../xml-writer.ts';
import type { E2bR3Case, E2bR3Patient } from './e2b-r3-case.ts';
import { coded, el, freeText, observation, quantity, textEl, ts } from './hl7-nodes.ts';
import { OBS, OID, ORGANIZER } from './oids.ts';
import { UCUM_OF_UNIT } from './r3-codes.ts';
import { ethnicityObservation, raceCode } from './r3-fda-regional.ts';
import { reaction, type MeddraOptions } from './r3-reactions.ts';
import { organizer, subjectOf2 } from './r3-role-containers.ts';
import { study } from './r3-study.ts';
import { test } from './r3-tests.ts';

const numberText = (value: number | undefined) => (value === undefined ? undefined : String(value));

function patientObservation(code: string, displayName: string, value: XmlNode[]): XmlNode[] {
  return value.length === 0 ? [] : subjectOf2([observation(code, displayName, value)]);
}

function player(patient: E2bR3Patient): XmlNode {
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
    ...raceCode(patient),
  ]);
}

function characteristics(patient: E2bR3Patient): XmlNode[] {
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
    ...ethnicityObservation(patient),
  ];
}

function history(patient: E2bR3Patient): XmlNode[] {
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

function death(patient: E2bR3Patient): XmlNode[] {
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

/** The primaryRole's subjectOf1/subjectOf2 children after the person: study, D, E.i and F.r. */
export function patientSections(
  report: E2bR3Case,
  options: MeddraOptions,
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
