import { E2B_DATE_FORMAT } from './constants.ts';
import { patientRule } from './r2-patient-rules.ts';
import {
  an,
  coded,
  country,
  dated,
  group,
  range,
  YES_NO,
  type ElementRule,
  type GroupRule,
} from './r2-rule-kit.ts';

export type { ElementRule, GroupRule, LeafRule, LeafType } from './r2-rule-kit.ts';

/**
 * The ICH E2B(R2) ICSR structure (DTD 2.1) as data: each container lists its children in guideline order with
 * their cardinality; each leaf carries its human label, R2 field length and type, and its code list. Both the
 * builder's tests and the structural checker read this one description.
 */
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
    patientRule,
  ],
  { required: true, repeat: true },
);

export const ICHICSR_RULE: GroupRule = group('ichicsr', 'ICSR message', 'N', [messageHeader, safetyReport], {
  required: true,
});
