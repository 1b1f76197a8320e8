import { R2_ROUTE_CODES } from './code-lists.ts';
import { E2B_DATE_FORMAT } from './constants.ts';

/**
 * The ICH E2B(R2) ICSR structure (DTD 2.1) as data: each container lists its children in guideline order with
 * their cardinality; each leaf carries its human label, R2 field length and type, and its code list. Both the
 * builder's tests and the structural checker read this one description.
 */
export type LeafType = 'N' | 'AN' | 'A';

export interface LeafRule {
  kind: 'leaf';
  name: string;
  label: string;
  max: number;
  type: LeafType;
  required?: boolean;
  codes?: readonly string[];
  /** For a date: the sibling element that holds its format code. */
  formatElement?: string;
}

export interface GroupRule {
  kind: 'group';
  name: string;
  label: string;
  /** Form section shown to people (SPEC §2.9 headings). */
  section: string;
  required?: boolean;
  repeat?: boolean;
  children: readonly ElementRule[];
}

export type ElementRule = LeafRule | GroupRule;

type LeafOptions = Partial<Pick<LeafRule, 'required' | 'codes'>>;

const an = (name: string, label: string, max: number, options: LeafOptions = {}): LeafRule => ({
  kind: 'leaf',
  name,
  label,
  max,
  type: 'AN',
  ...options,
});
const num = (name: string, label: string, max: number, options: LeafOptions = {}): LeafRule => ({
  kind: 'leaf',
  name,
  label,
  max,
  type: 'N',
  ...options,
});
const country = (name: string, label: string): LeafRule => ({ kind: 'leaf', name, label, max: 2, type: 'A' });
const coded = (name: string, label: string, codes: readonly string[], required = false): LeafRule =>
  num(name, label, Math.max(...codes.map((c) => c.length)), { codes, required });

const DATE_FORMATS = [E2B_DATE_FORMAT.day, E2B_DATE_FORMAT.month, E2B_DATE_FORMAT.year];

/** A date and, before it, the element holding its format code (e.g. receivedateformat + receivedate). */
function dated(formatName: string, name: string, label: string, required = false): LeafRule[] {
  return [
    coded(formatName, `${label} format`, DATE_FORMATS),
    { kind: 'leaf', name, label, max: 8, type: 'N', required, formatElement: formatName },
  ];
}

const range = (from: number, to: number, width = 1): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

const YES_NO = ['1', '2'];
const TIME_UNITS = range(801, 807);

const personChildren = (prefix: 'sender' | 'receiver'): ElementRule[] => [
  coded(`${prefix}type`, `${prefix} type`, range(1, 6), prefix === 'sender'),
  an(`${prefix}organization`, `${prefix} organisation`, 60, { required: prefix === 'sender' }),
  an(`${prefix}department`, `${prefix} department`, 60),
  an(`${prefix}title`, `${prefix} title`, 10),
  an(`${prefix}givename`, `${prefix} given name`, 35),
  an(`${prefix}middlename`, `${prefix} middle name`, 15),
  an(`${prefix}familyname`, `${prefix} family name`, 35),
  an(`${prefix}streetaddress`, `${prefix} street`, 100),
  an(`${prefix}city`, `${prefix} city`, 35),
  an(`${prefix}state`, `${prefix} state`, 40),
  an(`${prefix}postcode`, `${prefix} postcode`, 15),
  country(`${prefix}countrycode`, `${prefix} country`),
  an(`${prefix}tel`, `${prefix} telephone`, 10),
  an(`${prefix}telextension`, `${prefix} telephone extension`, 5),
  an(`${prefix}telcountrycode`, `${prefix} telephone country code`, 3),
  an(`${prefix}fax`, `${prefix} fax`, 10),
  an(`${prefix}faxextension`, `${prefix} fax extension`, 5),
  an(`${prefix}faxcountrycode`, `${prefix} fax country code`, 3),
  an(`${prefix}emailaddress`, `${prefix} email`, 100),
];

const messageHeader: GroupRule = {
  kind: 'group',
  name: 'ichicsrmessageheader',
  label: 'message header',
  section: 'N.2.r',
  required: true,
  children: [
    an('messagetype', 'message type', 16, { required: true, codes: ['ichicsr'] }),
    an('messageformatversion', 'message format version', 3, { required: true }),
    an('messageformatrelease', 'message format release', 3, { required: true }),
    an('messagenumb', 'message identifier', 100, { required: true }),
    an('messagesenderidentifier', 'message sender identifier', 60, { required: true }),
    an('messagereceiveridentifier', 'message receiver identifier', 60, { required: true }),
    coded('messagedateformat', 'message date format', [E2B_DATE_FORMAT.second], true),
    { kind: 'leaf', name: 'messagedate', label: 'message date', max: 14, type: 'N', required: true },
  ],
};

const primarySource: GroupRule = {
  kind: 'group',
  name: 'primarysource',
  label: 'primary source',
  section: 'C.2.r',
  required: true,
  repeat: true,
  children: [
    an('reportertitle', 'reporter title', 50),
    an('reportergivename', 'reporter given name', 35),
    an('reportermiddlename', 'reporter middle name', 15),
    an('reporterfamilyname', 'reporter family name', 50),
    an('reporterorganization', 'reporter organisation', 60),
    an('reporterdepartment', 'reporter department', 60),
    an('reporterstreet', 'reporter street', 100),
    an('reportercity', 'reporter city', 35),
    an('reporterstate', 'reporter state', 40),
    an('reporterpostcode', 'reporter postcode', 15),
    country('reportercountry', 'reporter country'),
    coded('qualification', 'reporter type', range(1, 5), true),
    an('literaturereference', 'literature reference', 500),
    an('studyname', 'study name', 100),
    an('sponsorstudynumb', 'sponsor study number', 35),
    coded('observestudytype', 'study type', range(1, 3)),
  ],
};

const group = (
  name: string,
  label: string,
  section: string,
  children: ElementRule[],
  cardinality: Pick<GroupRule, 'required' | 'repeat'> = {},
): GroupRule => ({ kind: 'group', name, label, section, children, ...cardinality });

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
    an('reactionmeddrallt', 'reaction MedDRA code', 250),
    an('reactionmeddraversionpt', 'MedDRA version of the PT', 8),
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

const patient = group(
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

export const SERIOUSNESS_ELEMENTS = [
  'seriousnessdeath',
  'seriousnesslifethreatening',
  'seriousnesshospitalization',
  'seriousnessdisabling',
  'seriousnesscongenitalanomali',
  'seriousnessother',
] as const;

const safetyReport = group(
  'safetyreport',
  'safety report',
  'C.1',
  [
    an('safetyreportversion', 'report version', 2),
    an('safetyreportid', 'safety report id', 100, { required: true }),
    country('primarysourcecountry', 'primary source country'),
    country('occurcountry', 'country of occurrence'),
    ...dated('transmissiondateformat', 'transmissiondate', 'transmission date', true),
    coded('reporttype', 'report type', range(1, 4), true),
    coded('serious', 'serious', YES_NO, true),
    coded('seriousnessdeath', 'seriousness: death', YES_NO),
    coded('seriousnesslifethreatening', 'seriousness: life threatening', YES_NO),
    coded('seriousnesshospitalization', 'seriousness: hospitalisation', YES_NO),
    coded('seriousnessdisabling', 'seriousness: disabling', YES_NO),
    coded('seriousnesscongenitalanomali', 'seriousness: congenital anomaly', YES_NO),
    coded('seriousnessother', 'seriousness: medically important', YES_NO),
    ...dated('receivedateformat', 'receivedate', 'date first received', true),
    ...dated('receiptdateformat', 'receiptdate', 'date of most recent information', true),
    coded('additionaldocument', 'additional documents', YES_NO),
    an('documentlist', 'document list', 100),
    coded('fulfillexpeditecriteria', 'expedited criteria met', YES_NO),
    an('authoritynumb', 'regulatory authority number', 100),
    an('companynumb', 'company number', 100),
    coded('duplicate', 'duplicate', ['1']),
    coded('casenullification', 'case nullification', ['1']),
    an('nullificationreason', 'nullification reason', 200),
    coded('medicallyconfirm', 'medically confirmed', YES_NO),
    group(
      'reportduplicate',
      'other case identifier',
      'C.1',
      [an('duplicatesource', 'duplicate source', 50), an('duplicatenumb', 'duplicate number', 100)],
      { repeat: true },
    ),
    group('linkedreport', 'linked report', 'C.1', [an('linkreportnumb', 'linked report number', 100)], {
      repeat: true,
    }),
    primarySource,
    group('sender', 'sender', 'C.3', personChildren('sender'), { required: true }),
    group('receiver', 'receiver', 'C.3', personChildren('receiver')),
    patient,
  ],
  { required: true, repeat: true },
);

export const ICHICSR_RULE: GroupRule = group('ichicsr', 'ICSR message', 'N', [messageHeader, safetyReport], {
  required: true,
});
