import { describe, expect, it } from 'vitest';
import { buildE2bXml } from './build-e2b-xml.ts';
import { fullCase } from '../test/e2b-test-cases.ts';
import { parseXml, type XmlElement } from './xml-parser.ts';

/**
 * The full case's element order, fixed here from the ICH E2B(R2) DTD 2.1 content models (a subset of each, in
 * guideline order), independent of the builder and of the checker's rule table.
 */
const EXPECTED: Record<string, string[]> = {
  ichicsr: ['ichicsrmessageheader', 'safetyreport'],
  safetyreport: [
    'safetyreportid',
    'primarysourcecountry',
    'occurcountry',
    'transmissiondateformat',
    'transmissiondate',
    'reporttype',
    'serious',
    'seriousnessdeath',
    'seriousnesslifethreatening',
    'seriousnesshospitalization',
    'seriousnessdisabling',
    'seriousnesscongenitalanomali',
    'seriousnessother',
    'receivedateformat',
    'receivedate',
    'receiptdateformat',
    'receiptdate',
    'companynumb',
    'primarysource',
    'sender',
    'patient',
  ],
  primarysource: [
    'reportertitle',
    'reportergivename',
    'reporterfamilyname',
    'reporterorganization',
    'reporterdepartment',
    'reporterstreet',
    'reportercity',
    'reporterstate',
    'reporterpostcode',
    'reportercountry',
    'qualification',
    'literaturereference',
    'studyname',
    'sponsorstudynumb',
    'observestudytype',
  ],
  sender: [
    'sendertype',
    'senderorganization',
    'senderdepartment',
    'sendertitle',
    'sendergivename',
    'senderfamilyname',
    'senderstreetaddress',
    'sendercity',
    'senderstate',
    'senderpostcode',
    'sendercountrycode',
    'sendertel',
    'senderemailaddress',
  ],
  patient: [
    'patientinitial',
    'patientbirthdateformat',
    'patientbirthdate',
    'patientonsetage',
    'patientonsetageunit',
    'gestationperiod',
    'gestationperiodunit',
    'patientagegroup',
    'patientweight',
    'patientheight',
    'patientsex',
    'lastmenstrualdateformat',
    'patientlastmenstrualdate',
    'patientmedicalhistorytext',
    'resultstestsprocedures',
    'patientpastdrugtherapy',
    'patientdeath',
    'reaction',
    'reaction',
    'test',
    'drug',
    'drug',
    'summary',
  ],
  patientdeath: ['patientdeathdateformat', 'patientdeathdate', 'patientautopsyyesno', 'patientdeathcause'],
  reaction: [
    'primarysourcereaction',
    'reactionmeddrallt',
    'reactionmeddrapt',
    'reactionstartdateformat',
    'reactionstartdate',
    'reactionenddateformat',
    'reactionenddate',
    'reactionduration',
    'reactiondurationunit',
    'reactionfirsttime',
    'reactionfirsttimeunit',
    'reactionlasttime',
    'reactionlasttimeunit',
    'reactionoutcome',
  ],
  test: [
    'testdateformat',
    'testdate',
    'testname',
    'testresult',
    'testunit',
    'lowtestrange',
    'hightestrange',
    'moreinformation',
  ],
  drug: [
    'drugcharacterization',
    'medicinalproduct',
    'drugbatchnumb',
    'drugdosagetext',
    'drugdosageform',
    'drugadministrationroute',
    'drugindication',
    'drugstartdateformat',
    'drugstartdate',
    'drugenddateformat',
    'drugenddate',
    'drugtreatmentduration',
    'drugtreatmentdurationunit',
    'actiondrug',
    'drugrecurreadministration',
    'drugadditional',
    'activesubstance',
  ],
  summary: ['narrativeincludeclinical', 'reportercomment', 'senderdiagnosis', 'sendercomment'],
};

function firstNamed(element: XmlElement, name: string): XmlElement | undefined {
  if (element.name === name) return element;
  for (const c of element.children) {
    const found = firstNamed(c, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe('element order of the full case', () => {
  const root = parseXml(buildE2bXml(fullCase(), { now: new Date('2026-03-02T00:00:00Z') }));
  for (const [parent, expected] of Object.entries(EXPECTED)) {
    it(`<${parent}> children follow the guideline order`, () => {
      const element = firstNamed(root, parent);
      expect(element?.children.map((c) => c.name)).toEqual(expected);
    });
  }
});
