import type { XmlNode } from '../xml-writer.ts';
import type { E2bR3Reaction } from './e2b-r3-case.ts';
import { coded, country, el, flagValue, meddraCoding, observation, textEl, ts, wrap } from './hl7-nodes.ts';
import { OBS, OID } from './oids.ts';
import { reactionId } from './r3-act-ids.ts';
import { UCUM_OF_UNIT } from './r3-codes.ts';
import { pertinent, subjectOf2 } from './r3-role-containers.ts';

export interface MeddraOptions {
  /** E.i.2.1a / G.k.7.r.2a: the MedDRA version of a code whose case entry does not say which release it is from. */
  meddraVersion: string;
}

const SERIOUSNESS: readonly [string, string, (reaction: E2bR3Reaction) => boolean | undefined][] = [
  [OBS.death, 'resultsInDeath', (r) => r.death],
  [OBS.lifeThreatening, 'isLifeThreatening', (r) => r.life_threatening],
  [OBS.hospitalization, 'requiresInpatientHospitalization', (r) => r.hospitalization],
  [OBS.disabling, 'resultsInPersistentOrSignificantDisability', (r) => r.disabling],
  [OBS.congenitalAnomaly, 'congenitalAnomalyBirthDefect', (r) => r.congenital_anomaly],
  [OBS.medicallyImportant, 'otherMedicallyImportantCondition', (r) => r.medically_important],
];

/** One E.i reaction: reported term (E.i.1.1a), MedDRA code (E.i.2.1), dates, seriousness, outcome, country. */
export function reaction(
  item: E2bR3Reaction,
  index: number,
  occurCountry: string | undefined,
  options: MeddraOptions,
): XmlNode[] {
  const durationUnit = item.duration_unit === undefined ? undefined : UCUM_OF_UNIT[item.duration_unit];
  const period = [
    ...ts('low', item.start_date),
    ...ts('high', item.end_date),
    ...(item.duration === undefined || durationUnit === undefined
      ? []
      : [el('width', { value: String(item.duration), unit: durationUnit })]),
  ];
  const version = item.med_dra_version ?? options.meddraVersion;
  const value = el(
    'value',
    { 'xsi:type': 'CE', ...meddraCoding(item.med_dra_code, version) },
    textEl('originalText', item.term),
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
