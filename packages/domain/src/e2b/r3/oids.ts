/**
 * HL7 object identifiers the ICH E2B(R3) message uses (ICH ICSR implementation guide, appendix "OIDs"). Each
 * names the code list or identifier scheme of one data element; the importer finds elements by them too.
 */
const ICH = '2.16.840.1.113883.3.989.2.1';

export const OID = {
  batchNumber: `${ICH}.3.22`, // N.1.2
  batchSender: `${ICH}.3.13`, // N.1.3
  batchReceiver: `${ICH}.3.14`, // N.1.4
  messageId: `${ICH}.3.1`, // N.2.r.1, C.1.1
  messageSender: `${ICH}.3.11`, // N.2.r.2
  messageReceiver: `${ICH}.3.12`, // N.2.r.3
  worldwideCaseId: `${ICH}.3.2`, // C.1.8.1
  sponsorStudyNumber: `${ICH}.3.5`, // C.5.3
  studyRegistration: `${ICH}.3.6`, // C.5.1.r.1
  messageType: `${ICH}.1.1`, // N.1.1
  reportType: `${ICH}.1.2`, // C.1.3
  sender: `${ICH}.1.3`, // C.1.8.2
  qualification: `${ICH}.1.6`, // C.2.r.4
  senderType: `${ICH}.1.7`, // C.3.1
  studyType: `${ICH}.1.8`, // C.5.4
  ageGroup: `${ICH}.1.9`, // D.2.3
  outcome: `${ICH}.1.11`, // E.i.7
  drugRole: `${ICH}.1.13`, // G.k.1
  actionTaken: `${ICH}.1.15`, // G.k.8
  recurrence: `${ICH}.1.16`, // G.k.9.i.4
  observation: `${ICH}.1.19`, // the "code" of each observation (age, reaction, outcome…)
  organizer: `${ICH}.1.20`, // D.7, D.8, F, G organizers
  commentAuthor: `${ICH}.1.21`, // H.2 / H.4 author, G.k.7.r indication source (3 reporter)
  relatedInvestigation: `${ICH}.1.22`, // source report
  characteristic: `${ICH}.1.23`, // C.1.3 / C.1.9.1
  document: `${ICH}.1.27`, // C.1.6.1.r / C.4.r
  meddra: '2.16.840.1.113883.6.163',
  country: '1.0.3166.1.2.2',
  gender: '1.0.5218',
  edqmForm: '0.4.0.127.0.16.1.1.2.1',
  route: '0.4.0.127.0.16.1.1.2.6',
  nciThesaurus: '2.16.840.1.113883.3.26.1.1', // also FDA.D.11.r.1 race and FDA.D.12 ethnicity codes
  fdaLocalCriteriaReportType: '2.16.840.1.113883.3.989.5.1.2.2.1.1.1', // FDA.C.1.7.1 values
  fdaCharacteristic: '2.16.840.1.113883.3.989.5.1.2.2.1.3', // FDA.C.1.12 characteristic code
  hl7Interaction: '2.16.840.1.113883.1.6',
  hl7Trigger: '2.16.840.1.113883.1.18',
  hl7ActCode: '2.16.840.1.113883.5.4',
} as const;

/** Observation codes (list 2.16.840.1.113883.3.989.2.1.1.19) used by this builder. */
export const OBS = {
  additionalDocuments: '1',
  additionalInformation: '2',
  age: '3',
  ageGroup: '4',
  autopsy: '5',
  bodyWeight: '7',
  comment: '10',
  congenitalAnomaly: '12',
  diagnosis: '15',
  gestationPeriod: '16',
  height: '17',
  historyText: '18',
  indication: '19',
  drugRole: '20',
  lifeThreatening: '21',
  lastMenstrualPeriod: '22',
  localCriteriaForExpedited: '23',
  moreInformationAvailable: '25',
  medicallyImportant: '26',
  outcome: '27',
  reaction: '29',
  recurrence: '31',
  reportedCauseOfDeath: '32',
  hospitalization: '33',
  death: '34',
  disabling: '35',
  causality: '39',
} as const;

/** Organizer codes (list …1.1.20). */
export const ORGANIZER = { medicalHistory: '1', drugHistory: '2', tests: '3', drugs: '4' } as const;

/** The xsi namespace, for the xsi:type of HL7 data types. */
export const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/**
 * NCI Thesaurus codes naming FDA's regional observations. FDA's table places FDA.C.1.7.1 and FDA.C.1.12 as
 * investigation characteristics (code 2 of …1.1.19 and code 1 of the FDA list); FDA's example messages put them in
 * observation events coded with these NCI codes instead. Race and ethnicity observations use theirs in both.
 */
export const FDA_NCI = {
  localCriteriaReportType: 'C54588',
  combinationProduct: 'C156384',
  race: 'C17049',
  ethnicity: 'C16564',
} as const;
