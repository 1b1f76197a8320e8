import { R2_ROUTE_CODES } from './code-lists.ts';
import { an, coded, country, dated, group, num, range, TIME_UNITS, YES_NO } from './r2-rule-kit.ts';

/** ICH E2B(R2) section B (patient, reactions, tests, drugs, summary) as structure rules, in DTD 2.1 order. */
const medicalHistoryEpisode = group(
  'medicalhistoryepisode',
  'medical history episode',
  'D',
  [
    an('patientepisodenamemeddraversion', 'MedDRA version of the episode', 8),
    an('patientepisodename', 'medical history episode', 250),
    ...dated('patientmedicalstartdateformat', 'patientmedicalstartdate', 'episode start date'),
    coded('patientmedicalcontinue', 'episode continuing', range(1, 3)),
    ...dated('patientmedicalenddateformat', 'patientmedicalenddate', 'episode end date'),
    an('patientmedicalcomment', 'episode comment', 100),
  ],
  { repeat: true },
);

const pastDrugTherapy = group(
  'patientpastdrugtherapy',
  'past drug therapy',
  'D',
  [
    an('patientdrugname', 'past drug name', 100),
    ...dated('patientdrugstartdateformat', 'patientdrugstartdate', 'past drug start date'),
    ...dated('patientdrugenddateformat', 'patientdrugenddate', 'past drug end date'),
    an('patientindicationmeddraversion', 'MedDRA version of the past indication', 8),
    an('patientdrugindication', 'past drug indication', 250),
    an('patientdrgreactionmeddraversion', 'MedDRA version of the past reaction', 8),
    an('patientdrugreaction', 'past drug reaction', 250),
  ],
  { repeat: true },
);

const patientDeath = group('patientdeath', 'death', 'D', [
  ...dated('patientdeathdateformat', 'patientdeathdate', 'date of death'),
  coded('patientautopsyyesno', 'autopsy done', range(1, 3)),
  group(
    'patientdeathcause',
    'reported cause of death',
    'D',
    [
      an('patientdeathreportmeddraversion', 'MedDRA version of the cause of death', 8),
      an('patientdeathreport', 'reported cause of death', 250),
    ],
    { repeat: true },
  ),
  group(
    'patientautopsy',
    'autopsy-determined cause of death',
    'D',
    [
      an('patientdetermautopsmeddraversion', 'MedDRA version of the autopsy cause', 8),
      an('patientdetermineautopsy', 'autopsy-determined cause of death', 250),
    ],
    { repeat: true },
  ),
]);

const reaction = group(
  'reaction',
  'reaction',
  'E.i',
  [
    an('primarysourcereaction', 'reaction as reported', 200),
    an('reactionmeddraversionllt', 'MedDRA version of the LLT', 8),
    an('reactionmeddrallt', 'reaction MedDRA LLT code', 250),
    an('reactionmeddraversionpt', 'MedDRA version of the PT', 8),
    // Holds the PT code when the reaction is coded, else the reported term (so its absence names the term).
    an('reactionmeddrapt', 'reaction term', 250, { required: true }),
    coded('termhighlighted', 'term highlighted', range(1, 4)),
    ...dated('reactionstartdateformat', 'reactionstartdate', 'reaction start date'),
    ...dated('reactionenddateformat', 'reactionenddate', 'reaction end date'),
    num('reactionduration', 'reaction duration', 5),
    coded('reactiondurationunit', 'reaction duration unit', TIME_UNITS),
    num('reactionfirsttime', 'time from drug start', 5),
    coded('reactionfirsttimeunit', 'time from drug start unit', TIME_UNITS),
    num('reactionlasttime', 'time from last dose', 5),
    coded('reactionlasttimeunit', 'time from last dose unit', TIME_UNITS),
    coded('reactionoutcome', 'reaction outcome', range(1, 6)),
  ],
  { required: true, repeat: true },
);

const test = group(
  'test',
  'test',
  'F.r',
  [
    ...dated('testdateformat', 'testdate', 'test date'),
    an('testname', 'test name', 100),
    an('testresult', 'test result', 50),
    an('testunit', 'test unit', 35),
    an('lowtestrange', 'normal low range', 50),
    an('hightestrange', 'normal high range', 50),
    coded('moreinformation', 'more information available', YES_NO),
  ],
  { repeat: true },
);

const drug = group(
  'drug',
  'drug',
  'G.k',
  [
    coded('drugcharacterization', 'drug role', range(1, 3), true),
    an('medicinalproduct', 'medicinal product', 70, { required: true }),
    country('obtaindrugcountry', 'country where the drug was obtained'),
    an('drugbatchnumb', 'batch number', 35),
    an('drugauthorizationnumb', 'authorisation number', 35),
    country('drugauthorizationcountry', 'authorisation country'),
    an('drugauthorizationholder', 'authorisation holder', 60),
    num('drugstructuredosagenumb', 'dose', 8),
    num('drugstructuredosageunit', 'dose unit', 3),
    num('drugseparatedosagenumb', 'number of separate dosages', 3),
    num('drugintervaldosageunitnumb', 'number of units in the interval', 3),
    num('drugintervaldosagedefinition', 'interval unit', 3),
    num('drugcumulativedosagenumb', 'cumulative dose', 10),
    num('drugcumulativedosageunit', 'cumulative dose unit', 3),
    an('drugdosagetext', 'dosage text', 100),
    an('drugdosageform', 'pharmaceutical form', 50),
    coded('drugadministrationroute', 'route of administration', R2_ROUTE_CODES),
    coded('drugparadministration', 'parent route of administration', R2_ROUTE_CODES),
    num('reactiongestationperiod', 'gestation period at exposure', 3),
    num('reactiongestationperiodunit', 'gestation period unit', 3),
    an('drugindicationmeddraversion', 'MedDRA version of the indication', 8),
    an('drugindication', 'indication', 250),
    ...dated('drugstartdateformat', 'drugstartdate', 'drug start date'),
    num('drugstartperiod', 'time from drug start to reaction', 5),
    coded('drugstartperiodunit', 'time from drug start unit', TIME_UNITS),
    num('druglastperiod', 'time from last dose to reaction', 5),
    coded('druglastperiodunit', 'time from last dose unit', TIME_UNITS),
    ...dated('drugenddateformat', 'drugenddate', 'drug end date'),
    num('drugtreatmentduration', 'drug duration', 5),
    coded('drugtreatmentdurationunit', 'drug duration unit', TIME_UNITS),
    coded('actiondrug', 'action taken', range(1, 6)),
    coded('drugrecurreadministration', 'recurrence on readministration', range(1, 3)),
    an('drugadditional', 'additional information', 100),
    group(
      'activesubstance',
      'active substance',
      'G.k',
      [an('activesubstancename', 'active substance', 100)],
      {
        repeat: true,
      },
    ),
    group(
      'drugrecurrence',
      'recurring reaction',
      'G.k',
      [
        an('drugrecuractionmeddraversion', 'MedDRA version of the recurring reaction', 8),
        an('drugrecuraction', 'recurring reaction', 250),
      ],
      { repeat: true },
    ),
    group(
      'drugreactionrelatedness',
      'relatedness assessment',
      'G.k',
      [
        an('drugreactionassesmeddraversion', 'MedDRA version of the assessed reaction', 8),
        an('drugreactionasses', 'assessed reaction', 250),
        an('drugassessmentsource', 'assessment source', 60),
        an('drugassessmentmethod', 'assessment method', 35),
        an('drugresult', 'assessment result', 35),
      ],
      { repeat: true },
    ),
  ],
  { required: true, repeat: true },
);

const summary = group('summary', 'narrative', 'H', [
  an('narrativeincludeclinical', 'case narrative', 20000),
  an('reportercomment', "reporter's comments", 500),
  an('senderdiagnosismeddraversion', "MedDRA version of the sender's diagnosis", 8),
  an('senderdiagnosis', "sender's diagnosis", 250),
  an('sendercomment', "sender's comments", 2000),
]);

export const patientRule = group(
  'patient',
  'patient',
  'D',
  [
    an('patientinitial', 'patient initials', 10),
    an('patientgpmedicalrecordnumb', 'GP record number', 20),
    an('patientspecialistrecordnumb', 'specialist record number', 20),
    an('patienthospitalrecordnumb', 'hospital record number', 20),
    an('patientinvestigationnumb', 'investigation number', 20),
    ...dated('patientbirthdateformat', 'patientbirthdate', 'birth date'),
    num('patientonsetage', 'age', 5),
    coded('patientonsetageunit', 'age unit', range(800, 805)),
    num('gestationperiod', 'pregnancy duration', 3),
    coded('gestationperiodunit', 'pregnancy duration unit', ['802', '803', '804', '810']),
    coded('patientagegroup', 'age group', range(1, 6)),
    num('patientweight', 'weight', 6),
    num('patientheight', 'height', 3),
    coded('patientsex', 'gender', YES_NO),
    ...dated('lastmenstrualdateformat', 'patientlastmenstrualdate', 'last menstrual date'),
    an('patientmedicalhistorytext', 'medical history', 10000),
    an('resultstestsprocedures', 'test results (text)', 2000),
    medicalHistoryEpisode,
    pastDrugTherapy,
    patientDeath,
    reaction,
    test,
    drug,
    summary,
  ],
  { required: true },
);
