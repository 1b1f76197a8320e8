import {
  ACTIONS_TAKEN,
  AGE_GROUPS,
  AGE_UNITS,
  DRUG_ROLES,
  DURATION_UNITS,
  R2_AUTOPSY,
  R2_REACTION_OUTCOME,
  R2_ROUTE,
  RECURRENCE_ANSWERS,
  REPORTER_QUALIFICATIONS,
  REPORT_TYPES,
  SENDER_TYPES,
  STUDY_TYPES,
} from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, formDate, formNumber, formText, joined, type FormValue } from './form-values.ts';
import type { ReadCase, ReadEntry } from './read-case.ts';
import { kid, kids, text } from './xml-query.ts';

const reverse = (map: Readonly<Record<string, string | undefined>>) =>
  new Map(Object.entries(map).map(([form, r2]) => [r2, form]));
const OUTCOME_OF_R2 = reverse(R2_REACTION_OUTCOME);
const AUTOPSY_OF_R2 = reverse(R2_AUTOPSY);
const ROUTE_OF_R2 = reverse(R2_ROUTE);

const value = (element: XmlElement | undefined, name: string) => text(kid(element, name));
const yes = (element: XmlElement | undefined, name: string): FormValue => {
  const raw = value(element, name);
  return raw === '1' ? true : raw === '2' ? false : null;
};

/** A MedDRA code is 8 digits; R2's PT and indication elements hold either one or a term. */
const MEDDRA_CODE = /^\d{8}$/;
const meddraCode = (raw: string | undefined): string | undefined =>
  raw !== undefined && MEDDRA_CODE.test(raw) ? raw : undefined;

function reporter(source: XmlElement): ReadEntry {
  const v = (name: string) => formText(value(source, name));
  return {
    reporter_title: v('reportertitle'),
    reporter_given_name: v('reportergivename'),
    reporter_family_name: v('reporterfamilyname'),
    reporter_organization: v('reporterorganization'),
    reporter_department: v('reporterdepartment'),
    reporter_street: v('reporterstreet'),
    reporter_city: v('reportercity'),
    reporter_state: v('reporterstate'),
    reporter_postal_code: v('reporterpostcode'),
    reporter_country: v('reportercountry'),
    reporter_type: formCode(value(source, 'qualification'), REPORTER_QUALIFICATIONS),
  };
}

/** B.2.i: a numeric PT is the PT code; a PT given as a term stands in for a missing reported term. */
function reaction(item: XmlElement, report: XmlElement): ReadEntry {
  const outcome = value(item, 'reactionoutcome');
  const pt = value(item, 'reactionmeddrapt');
  const ptCode = meddraCode(pt);
  const lltCode = formText(value(item, 'reactionmeddrallt'));
  const coded = lltCode !== null || ptCode !== undefined;
  return {
    reaction_term: formText(value(item, 'primarysourcereaction') ?? (ptCode === undefined ? pt : undefined)),
    reaction_meddra_code: lltCode,
    reaction_meddra_pt_code: ptCode ?? null,
    reaction_meddra_version: coded
      ? formText(value(item, 'reactionmeddraversionllt') ?? value(item, 'reactionmeddraversionpt'))
      : null,
    reaction_start_date: formDate(value(item, 'reactionstartdate')),
    reaction_end_date: formDate(value(item, 'reactionenddate')),
    reaction_duration: formNumber(value(item, 'reactionduration')),
    reaction_duration_unit: formCode(value(item, 'reactiondurationunit'), DURATION_UNITS),
    reaction_first_time: formNumber(value(item, 'reactionfirsttime')),
    reaction_first_time_unit: formCode(value(item, 'reactionfirsttimeunit'), DURATION_UNITS),
    reaction_last_time: formNumber(value(item, 'reactionlasttime')),
    reaction_last_time_unit: formCode(value(item, 'reactionlasttimeunit'), DURATION_UNITS),
    reaction_outcome: outcome === undefined ? null : (OUTCOME_OF_R2.get(outcome) ?? null),
    // R2 states seriousness per report; the form keeps it per reaction, so each reaction gets the report's.
    death: yes(report, 'seriousnessdeath'),
    life_threatening: yes(report, 'seriousnesslifethreatening'),
    hospitalization: yes(report, 'seriousnesshospitalization'),
    disabling: yes(report, 'seriousnessdisabling'),
    congenital_anomaly: yes(report, 'seriousnesscongenitalanomali'),
    medically_important: yes(report, 'seriousnessother'),
  };
}

function test(item: XmlElement): ReadEntry {
  return {
    test_name: formText(value(item, 'testname')),
    test_date: formDate(value(item, 'testdate')),
    test_result: formText(value(item, 'testresult')),
    test_unit: formText(value(item, 'testunit')),
    normal_low_range: formText(value(item, 'lowtestrange')),
    normal_high_range: formText(value(item, 'hightestrange')),
    test_more_info: null,
  };
}

/** B.4.k: an 8-digit indication is its MedDRA code (and the version beside it applies); otherwise its text. */
function drug(item: XmlElement): ReadEntry {
  const route = value(item, 'drugadministrationroute');
  const indication = value(item, 'drugindication');
  const indicationCode = meddraCode(indication);
  return {
    medicinal_product: formText(value(item, 'medicinalproduct')),
    active_substance: joined(
      kids(item, 'activesubstance').map((found) => value(found, 'activesubstancename')),
    ),
    pharmaceutical_form: formText(value(item, 'drugdosageform')),
    route_of_administration: route === undefined ? null : (ROUTE_OF_R2.get(route) ?? null),
    drug_role: formCode(value(item, 'drugcharacterization'), DRUG_ROLES),
    indication: indicationCode === undefined ? formText(indication) : null,
    indication_meddra_code: indicationCode ?? null,
    indication_meddra_version:
      indicationCode === undefined ? null : formText(value(item, 'drugindicationmeddraversion')),
    start_date: formDate(value(item, 'drugstartdate')),
    end_date: formDate(value(item, 'drugenddate')),
    duration: formNumber(value(item, 'drugtreatmentduration')),
    duration_unit: formCode(value(item, 'drugtreatmentdurationunit'), DURATION_UNITS),
    dosage_form: null,
    dose_amount: null,
    dose_unit: null,
    // R2 structured doses use their own unit codes; the dosage text keeps the dose as the reporter wrote it.
    dose_frequency: formText(value(item, 'drugdosagetext')),
    drug_batch_number: formText(value(item, 'drugbatchnumb')),
    action_taken: formCode(value(item, 'actiondrug'), ACTIONS_TAKEN),
    drug_recurrance: formCode(value(item, 'drugrecurreadministration'), RECURRENCE_ANSWERS),
    additional_info: formText(value(item, 'drugadditional')),
  };
}

/** Reads the first safetyreport of an ichicsr (E2B(R2)) document into case form values. */
export function readR2(root: XmlElement): ReadCase {
  const header = kid(root, 'ichicsrmessageheader');
  const report = kid(root, 'safetyreport');
  const patient = kid(report, 'patient');
  const death = kid(patient, 'patientdeath');
  const sender = kid(report, 'sender');
  const summary = kid(patient, 'summary');
  const sources = kids(report, 'primarysource');
  const first = sources[0];
  const s = (name: string) => formText(value(sender, name));
  const autopsy = value(death, 'patientautopsyyesno');
  const sex = value(patient, 'patientsex');
  return {
    receipt: {
      initial: formDate(value(report, 'receivedate')),
      latest: formDate(value(report, 'receiptdate')),
    },
    form: {
      message_identifier: formText(value(header, 'messagenumb')),
      message_header_sender_identifier: formText(value(header, 'messagesenderidentifier')),
      message_header_receiver_identifier: formText(
        value(header, 'messagereceiveridentifier') ?? value(kid(report, 'receiver'), 'receiverorganization'),
      ),
      message_header_date_of_message_creation: formDate(value(header, 'messagedate')),
      transmission_date: formDate(value(report, 'transmissiondate')),
      report_type: formCode(value(report, 'reporttype'), REPORT_TYPES),
      report_identification: formText(value(report, 'safetyreportid')),
      primary_source_country: formText(value(report, 'primarysourcecountry')),
      occur_country: formText(value(report, 'occurcountry')),
      literature_reference: formText(value(first, 'literaturereference')),
      study_name: formText(value(first, 'studyname')),
      study_sponsor_number: formText(value(first, 'sponsorstudynumb')),
      study_type: formCode(value(first, 'observestudytype'), STUDY_TYPES),
      sender_type: formCode(value(sender, 'sendertype'), SENDER_TYPES),
      sender_organization: s('senderorganization'),
      sender_department: s('senderdepartment'),
      sender_title: s('sendertitle'),
      sender_given_name: s('sendergivename'),
      sender_family_name: s('senderfamilyname'),
      sender_street: s('senderstreetaddress'),
      sender_city: s('sendercity'),
      sender_state: s('senderstate'),
      sender_postal_code: s('senderpostcode'),
      sender_country: s('sendercountrycode'),
      sender_phone: s('sendertel'),
      sender_email: s('senderemailaddress'),
      initials: formText(value(patient, 'patientinitial')),
      birth_date: formDate(value(patient, 'patientbirthdate')),
      age: formNumber(value(patient, 'patientonsetage')),
      age_unit: formCode(value(patient, 'patientonsetageunit'), AGE_UNITS),
      age_group: formCode(value(patient, 'patientagegroup'), AGE_GROUPS),
      gender: sex === '1' || sex === '2' ? sex : null,
      pregnancy_duration:
        value(patient, 'gestationperiodunit') === '803'
          ? formNumber(value(patient, 'gestationperiod'))
          : null,
      weight: formNumber(value(patient, 'patientweight')),
      height: formNumber(value(patient, 'patientheight')),
      last_menstrual_date: formDate(value(patient, 'patientlastmenstrualdate')),
      medical_history: formText(value(patient, 'patientmedicalhistorytext')),
      past_drug_therapy: joined(
        kids(patient, 'patientpastdrugtherapy').map((found) => value(found, 'patientdrugname')),
      ),
      death_date: formDate(value(death, 'patientdeathdate')),
      death_cause: joined(
        kids(death, 'patientdeathcause').map((found) => value(found, 'patientdeathreport')),
      ),
      autopsy_yes_no: autopsy === undefined ? null : (AUTOPSY_OF_R2.get(autopsy) ?? null),
      case_narrative: formText(value(summary, 'narrativeincludeclinical')),
      reporter_comments: formText(value(summary, 'reportercomment')),
      sender_diagnosis: formText(value(summary, 'senderdiagnosis')),
      sender_comments: formText(value(summary, 'sendercomment')),
    },
    reporters: sources.map(reporter),
    reactions: kids(patient, 'reaction').map((item) => reaction(item, report ?? item)),
    tests: kids(patient, 'test').map(test),
    drugs: kids(patient, 'drug').map(drug),
  };
}
