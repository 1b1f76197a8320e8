import { FDA_NULL_FLAVORS } from '../code-lists.ts';
import type { XmlNode } from '../xml-writer.ts';
import type { E2bR3Case, E2bR3Patient } from './e2b-r3-case.ts';
import { el, yesNoValue, type Attributes } from './hl7-nodes.ts';
import { FDA_NCI, OID } from './oids.ts';
import { subjectOf2 } from './r3-role-containers.ts';

/**
 * FDA's regional elements (FDA.C.1.7.1, FDA.C.1.12, FDA.D.11.r.1, FDA.D.12), each written where FDA's
 * data element table (r3-element-facts.ts) looks for it. FDA's example messages put the two C.1 elements elsewhere;
 * read-r3-fda-regional.ts reads both places (docs/decisions/0016-e2b-r3.md).
 */

function characteristic(code: XmlNode, value: XmlNode): XmlNode {
  return el('subjectOf2', { typeCode: 'SUBJ' }, [
    el('investigationCharacteristic', { classCode: 'OBS', moodCode: 'EVN' }, [code, value]),
  ]);
}

/** FDA.C.1.7.1 and FDA.C.1.12 as investigation characteristics, each only when the form answers it. */
export function fdaReportCharacteristics(report: E2bR3Case): XmlNode[] {
  const reportType = report.fda_local_criteria_report_type;
  const combination = report.fda_combination_product;
  return [
    ...(reportType === undefined
      ? []
      : [
          characteristic(
            // Code 2 of the ICH observation list is what FDA's table names here, odd as it looks.
            el('code', { code: '2', codeSystem: OID.observation, displayName: 'localCriteriaReportType' }),
            el('value', { 'xsi:type': 'CE', code: reportType, codeSystem: OID.fdaLocalCriteriaReportType }),
          ),
        ]),
    ...(combination === undefined
      ? []
      : [
          characteristic(
            el('code', {
              code: '1',
              codeSystem: OID.fdaCharacteristic,
              displayName: 'combinationProductReportIndicator',
            }),
            yesNoValue(combination),
          ),
        ]),
  ];
}

/** An NCI code, or the null flavour FDA asks for when race or ethnicity is not reportable. */
const nciCoded = (code: string): Attributes =>
  FDA_NULL_FLAVORS.includes(code)
    ? { codeSystem: OID.nciThesaurus, nullFlavor: code }
    : { code, codeSystem: OID.nciThesaurus };

/** FDA.D.11.r.1: the patient's race on the person (player1), after the dates. */
export function raceCode(patient: E2bR3Patient): XmlNode[] {
  return patient.race === undefined ? [] : [el('raceCode', nciCoded(patient.race))];
}

/** FDA.D.12: the patient's ethnicity as an observation of the primaryRole. */
export function ethnicityObservation(patient: E2bR3Patient): XmlNode[] {
  if (patient.ethnicity === undefined) return [];
  return subjectOf2([
    el('observation', { classCode: 'OBS', moodCode: 'EVN' }, [
      el('code', { code: FDA_NCI.ethnicity, codeSystem: OID.nciThesaurus, displayName: 'ethnicGroup' }),
      el('value', { 'xsi:type': 'CE', ...nciCoded(patient.ethnicity) }),
    ]),
  ]);
}
