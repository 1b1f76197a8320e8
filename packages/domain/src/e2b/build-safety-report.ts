import { R2_AUTOPSY, R2_PATIENT_SEX, R2_REACTION_OUTCOME, R2_ROUTE } from './code-lists.ts';
import { E2B_DATE_FORMAT } from './constants.ts';
import { toE2bDate } from './dates.ts';
import type { E2bCase, E2bDrug, E2bPatient, E2bReaction, E2bReporter, E2bTest } from './e2b-case.ts';
import { drugReactionRelatedness } from './r2-relatedness.ts';
import { SERIOUSNESS_ELEMENTS } from './r2-structure.ts';
import { group, leaf, type XmlNode } from './xml-writer.ts';

/** A date with its format element before it (102 = CCYYMMDD), or nothing when the date is empty. */
function dated(formatName: string, name: string, value: string | undefined): XmlNode[] {
  const date = toE2bDate(value);
  return date === undefined ? [] : [...leaf(formatName, E2B_DATE_FORMAT.day), ...leaf(name, date)];
}

const yesNo = (value: boolean | undefined): string => (value === true ? '1' : '2');

/** R2 numbers are plain digits; a weight of 70.5 stays 70.5. */
const numberText = (value: number | undefined): string | undefined =>
  value === undefined ? undefined : String(value);

const joinPresent = (parts: (string | undefined)[], separator: string): string | undefined => {
  const present = parts.filter((part): part is string => part !== undefined && part.trim() !== '');
  return present.length === 0 ? undefined : present.join(separator);
};

/** R2 keeps the seriousness criteria on the report; the form keeps them per reaction: any reaction counts. */
function seriousness(reactions: E2bReaction[]): XmlNode[] {
  const any = (pick: (reaction: E2bReaction) => boolean | undefined) =>
    reactions.some((r) => pick(r) === true);
  const flags: Record<(typeof SERIOUSNESS_ELEMENTS)[number], boolean> = {
    seriousnessdeath: any((r) => r.death),
    seriousnesslifethreatening: any((r) => r.life_threatening),
    seriousnesshospitalization: any((r) => r.hospitalization),
    seriousnessdisabling: any((r) => r.disabling),
    seriousnesscongenitalanomali: any((r) => r.congenital_anomaly),
    seriousnessother: any((r) => r.medically_important),
  };
  const serious = Object.values(flags).some(Boolean);
  if (!serious) return leaf('serious', '2');
  return [...leaf('serious', '1'), ...SERIOUSNESS_ELEMENTS.flatMap((name) => leaf(name, yesNo(flags[name])))];
}

type LiteratureField =
  | 'literature_reference'
  | 'literature_title'
  | 'lit_author'
  | 'literature_journal'
  | 'literature_volume'
  | 'literature_pages'
  | 'literature_year';

/** C.4.r has seven fields; R2 (and R3, C.4.r.1) have one literature reference, written in Vancouver order. */
export function literatureReference(report: Pick<E2bCase, LiteratureField>): string | undefined {
  const citation = joinPresent(
    [
      report.lit_author,
      report.literature_title,
      joinPresent(
        [
          report.literature_journal,
          joinPresent([report.literature_year, report.literature_volume], ';'),
          report.literature_pages,
        ],
        ' ',
      ),
    ],
    '. ',
  );
  return joinPresent([report.literature_reference, citation], ' — ');
}

/** One A.2 primary source's reporter (the first from the case's own fields, the others from its reporters list). */
function reporterLeaves(reporter: E2bReporter): XmlNode[] {
  return [
    ...leaf('reportertitle', reporter.reporter_title),
    ...leaf('reportergivename', reporter.reporter_given_name),
    ...leaf('reporterfamilyname', reporter.reporter_family_name),
    ...leaf('reporterorganization', reporter.reporter_organization),
    ...leaf('reporterdepartment', reporter.reporter_department),
    ...leaf('reporterstreet', reporter.reporter_street),
    ...leaf('reportercity', reporter.reporter_city),
    ...leaf('reporterstate', reporter.reporter_state),
    ...leaf('reporterpostcode', reporter.reporter_postal_code),
    ...leaf('reportercountry', reporter.reporter_country),
    ...leaf('qualification', reporter.reporter_type),
  ];
}

/** The first primary source carries the literature and study references; further reporters follow it. */
function primarySources(report: E2bCase): XmlNode[] {
  return [
    ...primarySource(report),
    ...report.additional_reporters.flatMap((reporter) => group('primarysource', reporterLeaves(reporter))),
  ];
}

function primarySource(report: E2bCase): XmlNode[] {
  return group('primarysource', [
    ...reporterLeaves(report),
    ...leaf('literaturereference', literatureReference(report)),
    ...leaf('studyname', report.study_name),
    ...leaf('sponsorstudynumb', report.study_sponsor_number),
    ...leaf('observestudytype', report.study_type),
  ]);
}

function sender(report: E2bCase): XmlNode[] {
  return group('sender', [
    ...leaf('sendertype', report.sender_type),
    ...leaf('senderorganization', report.sender_organization),
    ...leaf('senderdepartment', report.sender_department),
    ...leaf('sendertitle', report.sender_title),
    ...leaf('sendergivename', report.sender_given_name),
    ...leaf('senderfamilyname', report.sender_family_name),
    ...leaf('senderstreetaddress', report.sender_street),
    ...leaf('sendercity', report.sender_city),
    ...leaf('senderstate', report.sender_state),
    ...leaf('senderpostcode', report.sender_postal_code),
    ...leaf('sendercountrycode', report.sender_country),
    ...leaf('sendertel', report.sender_phone),
    ...leaf('senderemailaddress', report.sender_email),
  ]);
}

/** A MedDRA version is written beside the code it dates; without a code there is nothing for it to date. */
const versionOf = (code: string | undefined, version: string | undefined): string | undefined =>
  code === undefined ? undefined : version;

/** B.2.i: the reported term, then the LLT and PT codes with their release; uncoded, the PT slot holds the term. */
function reaction(item: E2bReaction): XmlNode[] {
  return group('reaction', [
    ...leaf('primarysourcereaction', item.term),
    ...leaf('reactionmeddraversionllt', versionOf(item.med_dra_code, item.med_dra_version)),
    ...leaf('reactionmeddrallt', item.med_dra_code),
    ...leaf('reactionmeddraversionpt', versionOf(item.med_dra_pt_code, item.med_dra_version)),
    ...leaf('reactionmeddrapt', item.med_dra_pt_code ?? item.term),
    ...dated('reactionstartdateformat', 'reactionstartdate', item.start_date),
    ...dated('reactionenddateformat', 'reactionenddate', item.end_date),
    ...leaf('reactionduration', numberText(item.duration)),
    ...leaf('reactiondurationunit', item.duration_unit),
    ...leaf('reactionfirsttime', numberText(item.first_time)),
    ...leaf('reactionfirsttimeunit', item.first_time_unit),
    ...leaf('reactionlasttime', numberText(item.last_time)),
    ...leaf('reactionlasttimeunit', item.last_time_unit),
    ...leaf('reactionoutcome', item.outcome === undefined ? undefined : R2_REACTION_OUTCOME[item.outcome]),
  ]);
}

/** R2 test "more information" is a yes/no flag; the text itself goes to the patient's test results text. */
function test(item: E2bTest): XmlNode[] {
  return group('test', [
    ...dated('testdateformat', 'testdate', item.test_date),
    ...leaf('testname', item.test_name),
    ...leaf('testresult', item.test_result),
    ...leaf('testunit', item.test_unit),
    ...leaf('lowtestrange', item.normal_low_range),
    ...leaf('hightestrange', item.normal_high_range),
    ...leaf('moreinformation', item.test_more_info === undefined ? undefined : '1'),
  ]);
}

function testResultsText(tests: E2bTest[]): string | undefined {
  return joinPresent(
    tests.map((item) =>
      item.test_more_info === undefined
        ? undefined
        : joinPresent([item.test_name, item.test_more_info], ': '),
    ),
    '\n',
  );
}

/**
 * The form's dose unit is free text, so the dose goes to the dosage text rather than R2's coded unit. R2 has one
 * indication element (B.4.k.11b): the LLT code when the indication is coded, else the text as reported.
 */
function drug(item: E2bDrug, reactions: readonly E2bReaction[]): XmlNode[] {
  const dosageText = joinPresent([numberText(item.dose_amount), item.dose_unit, item.dose_frequency], ' ');
  return group('drug', [
    ...leaf('drugcharacterization', item.drug_role),
    ...leaf('medicinalproduct', item.medicinal_product),
    ...leaf('drugbatchnumb', item.batch_number),
    ...leaf('drugdosagetext', dosageText),
    ...leaf('drugdosageform', item.pharmaceutical_form ?? item.dosage_form),
    ...leaf(
      'drugadministrationroute',
      item.route_of_administration === undefined ? undefined : R2_ROUTE[item.route_of_administration],
    ),
    ...leaf(
      'drugindicationmeddraversion',
      versionOf(item.indication_meddra_code, item.indication_meddra_version),
    ),
    ...leaf('drugindication', item.indication_meddra_code ?? item.indication),
    ...dated('drugstartdateformat', 'drugstartdate', item.start_date),
    ...dated('drugenddateformat', 'drugenddate', item.end_date),
    ...leaf('drugtreatmentduration', numberText(item.duration)),
    ...leaf('drugtreatmentdurationunit', item.duration_unit),
    ...leaf('actiondrug', item.action_taken),
    ...leaf('drugrecurreadministration', item.drug_recurrance),
    ...leaf('drugadditional', item.additional_info),
    ...group('activesubstance', leaf('activesubstancename', item.active_substance)),
    ...drugReactionRelatedness(item, reactions),
  ]);
}

function patientDeath(patient: E2bPatient): XmlNode[] {
  return group('patientdeath', [
    ...dated('patientdeathdateformat', 'patientdeathdate', patient.death_date),
    ...leaf(
      'patientautopsyyesno',
      patient.autopsy_yes_no === undefined ? undefined : R2_AUTOPSY[patient.autopsy_yes_no],
    ),
    ...group('patientdeathcause', leaf('patientdeathreport', patient.death_cause)),
  ]);
}

function summary(report: E2bCase): XmlNode[] {
  const reporterComment =
    report.reporter_comments === report.reporter_comment
      ? report.reporter_comments
      : joinPresent([report.reporter_comment, report.reporter_comments], '\n\n');
  return group('summary', [
    ...leaf('narrativeincludeclinical', report.case_narrative),
    ...leaf('reportercomment', reporterComment),
    ...leaf('senderdiagnosis', report.sender_diagnosis),
    ...leaf('sendercomment', report.sender_comments),
  ]);
}

function patient(report: E2bCase): XmlNode[] {
  const data = report.patient;
  // The form asks for pregnancy duration in weeks (0–45); 803 is the R2 unit "week".
  const gestation = numberText(data.pregnancy_duration);
  return group('patient', [
    ...leaf('patientinitial', data.initials),
    ...dated('patientbirthdateformat', 'patientbirthdate', data.birth_date),
    ...leaf('patientonsetage', numberText(data.age)),
    ...leaf('patientonsetageunit', data.age === undefined ? undefined : data.age_unit),
    ...leaf('gestationperiod', gestation),
    ...leaf('gestationperiodunit', gestation === undefined ? undefined : '803'),
    ...leaf('patientagegroup', data.age_group),
    ...leaf('patientweight', numberText(data.weight)),
    ...leaf('patientheight', numberText(data.height)),
    ...leaf('patientsex', data.gender === undefined ? undefined : R2_PATIENT_SEX[data.gender]),
    ...dated('lastmenstrualdateformat', 'patientlastmenstrualdate', data.last_menstrual_date),
    ...leaf('patientmedicalhistorytext', data.medical_history),
    ...leaf('resultstestsprocedures', testResultsText(report.tests)),
    ...group('patientpastdrugtherapy', leaf('patientdrugname', data.past_drug_therapy)),
    ...patientDeath(data),
    ...report.reactions.flatMap(reaction),
    ...report.tests.flatMap(test),
    ...report.drugs.flatMap((item) => drug(item, report.reactions)),
    ...summary(report),
  ]);
}

/** The safetyreport element of one case, children in ICH E2B(R2) order (DTD 2.1). */
export function buildSafetyReport(report: E2bCase): XmlNode[] {
  // A.1.6 / A.1.7: the case's receipt dates (C.1.4 / C.1.5 in R3); a file made without a case has the transmission date.
  const firstReceived = report.initial_receipt_date ?? report.transmission_date;
  const latestReceived = report.latest_receipt_date ?? firstReceived;
  return group('safetyreport', [
    ...leaf('safetyreportid', report.report_identification ?? report.case_id),
    ...leaf('primarysourcecountry', report.primary_source_country ?? report.reporter_country),
    ...leaf('occurcountry', report.occur_country),
    ...dated('transmissiondateformat', 'transmissiondate', report.transmission_date),
    ...leaf('reporttype', report.report_type),
    ...seriousness(report.reactions),
    ...dated('receivedateformat', 'receivedate', firstReceived),
    ...dated('receiptdateformat', 'receiptdate', latestReceived),
    ...leaf('companynumb', report.case_reference_id),
    ...primarySources(report),
    ...sender(report),
    ...patient(report),
  ]);
}
