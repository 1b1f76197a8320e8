import { ETHNICITIES, LOCAL_CRITERIA_REPORT_TYPES, RACES } from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, type FormValue } from './form-values.ts';
import { FDA_NCI, OBS, OID } from './oids.ts';
import type { ReadEntry } from './read-case.ts';
import { flag, observationsOf } from './read-r3-lookups.ts';
import { attr, codeOf, kid, kids } from './xml-query.ts';

/**
 * C.1.7 and FDA's regional elements. FDA.C.1.7.1 and FDA.C.1.12 are read where FDA's data element table puts them
 * (investigation characteristics, where our builder writes them) and, failing that, where FDA's example messages
 * put them (observation events coded C54588 and C156384); race likewise from the person's raceCode or from
 * observations coded C17049. Only the first race is kept: the form holds one.
 */

/** A true/false flag as the form's yes/no answer (1 yes, 2 no); "no information" is unanswered. */
const yesNo = (value: XmlElement | undefined): FormValue => {
  const answer = flag(value);
  return answer === null ? null : answer ? '1' : '2';
};

/** An NCI-coded value, or the null flavour FDA uses when race or ethnicity is not reportable. */
const nciCode = (value: XmlElement | undefined, codes: readonly string[]) =>
  formCode(attr(value, 'code') ?? attr(value, 'nullFlavor'), codes);

/** The value of an investigationCharacteristic (table placement) with this code in this code system. */
function characteristicValue(event: XmlElement | undefined, code: string, codeSystem: string) {
  const found = kids(event, 'subjectOf2')
    .map((subject) => kid(subject, 'investigationCharacteristic'))
    .find((candidate) => {
      const coded = kid(candidate, 'code');
      return attr(coded, 'code') === code && attr(coded, 'codeSystem') === codeSystem;
    });
  return kid(found, 'value');
}

/** The value of an observationEvent component of the case (C.1.6.1, C.1.7, and FDA's example placement). */
function caseObservationValue(event: XmlElement | undefined, code: string) {
  const found = kids(event, 'component')
    .map((component) => kid(component, 'observationEvent'))
    .find((candidate) => codeOf(candidate) === code);
  return kid(found, 'value');
}

export function fdaReportFields(event: XmlElement | undefined): ReadEntry {
  const reportType =
    characteristicValue(event, '2', OID.observation) ??
    caseObservationValue(event, FDA_NCI.localCriteriaReportType);
  const combination =
    characteristicValue(event, '1', OID.fdaCharacteristic) ??
    caseObservationValue(event, FDA_NCI.combinationProduct);
  return {
    meets_local_expedited_criteria: yesNo(caseObservationValue(event, OBS.localCriteriaForExpedited)),
    fda_local_criteria_report_type: formCode(attr(reportType, 'code'), LOCAL_CRITERIA_REPORT_TYPES),
    fda_combination_product: yesNo(combination),
  };
}

export function fdaPatientFields(role: XmlElement | undefined): ReadEntry {
  const race = kid(kid(role, 'player1'), 'raceCode') ?? kid(observationsOf(role, FDA_NCI.race)[0], 'value');
  return {
    race: nciCode(race, RACES),
    ethnicity: nciCode(kid(observationsOf(role, FDA_NCI.ethnicity)[0], 'value'), ETHNICITIES),
  };
}
