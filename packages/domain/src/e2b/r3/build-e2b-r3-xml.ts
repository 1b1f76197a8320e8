import { literatureReference } from '../build-safety-report.ts';
import { toE2bDate, toE2bMessageDate } from '../dates.ts';
import type { E2bCaseInput } from '../e2b-case.ts';
import { serializeXml, type XmlNode } from '../xml-writer.ts';
import { e2bR3CaseSchema, type E2bR3Case, type E2bR3CaseInput } from './e2b-r3-case.ts';
import { el, freeText, id, textEl, ts, yesNoValue } from './hl7-nodes.ts';
import { OBS, OID, XSI } from './oids.ts';
import { causalityAssessments } from './r3-causality.ts';
import { drugOrganizer, drugRoles } from './r3-drugs.ts';
import { fdaReportCharacteristics } from './r3-fda-regional.ts';
import { primarySources, sender } from './r3-parties.ts';
import { patientSections } from './r3-patient.ts';

export interface BuildE2bR3Options {
  /** The batch and message date when the case has none; defaults to the moment of generation. */
  now?: Date;
  /**
   * E.i.2.1a / G.k.7.r.2a: the MedDRA version of a reaction or indication code whose case entry names none
   * (cases coded before the version was kept); each entry's own version comes first.
   */
  meddraVersion?: string;
}

/** The MedDRA version written when neither the entry nor the caller names one: that of FDA's 2022 examples. */
export const DEFAULT_MEDDRA_VERSION = '25.0';

const identifierDevice = (typeCode: 'RCV' | 'SND', root: string, extension: string | undefined): XmlNode[] =>
  extension === undefined
    ? []
    : [
        el(typeCode === 'RCV' ? 'receiver' : 'sender', { typeCode }, [
          el('device', { classCode: 'DEV', determinerCode: 'INSTANCE' }, id(root, extension)),
        ]),
      ];

function comment(
  code: string,
  displayName: string,
  value: string | undefined,
  author: string,
  authorName: string,
) {
  if (value === undefined) return [];
  return [
    el('component1', { typeCode: 'COMP' }, [
      el('observationEvent', { classCode: 'OBS', moodCode: 'EVN' }, [
        el('code', { code, codeSystem: OID.observation, displayName }),
        ...(code === OBS.diagnosis
          ? [el('value', { 'xsi:type': 'CE', codeSystem: OID.meddra }, textEl('originalText', value))]
          : freeText(value)),
        el('author', { typeCode: 'AUT' }, [
          el('assignedEntity', { classCode: 'ASSIGNED' }, [
            el('code', { code: author, codeSystem: OID.commentAuthor, displayName: authorName }),
          ]),
        ]),
      ]),
    ]),
  ];
}

function reporterComments(report: E2bR3Case): string | undefined {
  const parts = [report.reporter_comments, report.reporter_comment].filter(
    (part, index, all): part is string => part !== undefined && all.indexOf(part) === index,
  );
  return parts.length === 0 ? undefined : parts.join('\n\n');
}

function adverseEventAssessment(report: E2bR3Case, meddraVersion: string): XmlNode {
  const { player, sections } = patientSections(report, { meddraVersion });
  const drugs = drugOrganizer(report, { meddraVersion });
  return el('component', { typeCode: 'COMP' }, [
    el('adverseEventAssessment', { classCode: 'INVSTG', moodCode: 'EVN' }, [
      el('subject1', { typeCode: 'SBJ' }, [
        el('primaryRole', { classCode: 'INVSBJ' }, [player, ...sections, ...drugs]),
      ]),
      ...drugRoles(report),
      ...causalityAssessments(report),
      ...comment(OBS.comment, 'comment', reporterComments(report), '3', 'sourceReporter'),
      ...comment(OBS.diagnosis, 'diagnosis', report.sender_diagnosis, '1', 'sender'),
      ...comment(OBS.comment, 'comment', report.sender_comments, '1', 'sender'),
    ]),
  ]);
}

function caseComponent(code: string, displayName: string, value: XmlNode): XmlNode {
  return el('component', { typeCode: 'COMP' }, [
    el('observationEvent', { classCode: 'OBS', moodCode: 'EVN' }, [
      el('code', { code, codeSystem: OID.observation, displayName }),
      value,
    ]),
  ]);
}

/** C.1.8.2 first sender of this case: 2 "other" (a company or other sender), as the case is created here. */
function firstSender(): XmlNode {
  return el('outboundRelationship', { typeCode: 'SPRT' }, [
    el('relatedInvestigation', { classCode: 'INVSTG', moodCode: 'EVN' }, [
      el('code', { code: '1', codeSystem: OID.relatedInvestigation, displayName: 'initialReport' }),
      el('subjectOf2', { typeCode: 'SUBJ' }, [
        el('controlActEvent', { classCode: 'CACT', moodCode: 'EVN' }, [
          el('author', { typeCode: 'AUT' }, [
            el('assignedEntity', { classCode: 'ASSIGNED' }, [
              el('code', { code: '2', codeSystem: OID.sender }),
            ]),
          ]),
        ]),
      ]),
    ]),
  ]);
}

function literature(report: E2bR3Case): XmlNode[] {
  const citation = literatureReference(report);
  if (citation === undefined) return [];
  return [
    el('reference', { typeCode: 'REFR' }, [
      el('document', { classCode: 'DOC', moodCode: 'EVN' }, [
        el('code', { code: '2', codeSystem: OID.document, displayName: 'literatureReference' }),
        ...textEl('bibliographicDesignationText', citation),
      ]),
    ]),
  ];
}

/** C.1 safety report identification, with everything else of the case inside it. */
function investigationEvent(report: E2bR3Case, meddraVersion: string): XmlNode {
  const reportId = report.report_identification ?? report.case_id;
  return el('investigationEvent', { classCode: 'INVSTG', moodCode: 'EVN' }, [
    ...id(OID.messageId, reportId),
    ...id(OID.worldwideCaseId, reportId),
    el('code', { code: 'PAT_ADV_EVNT', codeSystem: OID.hl7ActCode }),
    ...textEl('text', report.case_narrative),
    el('statusCode', { code: 'active' }),
    // C.1.4 and C.1.5: the case's receipt dates; a file made without a case has the transmission date.
    el('effectiveTime', {}, ts('low', report.initial_receipt_date ?? report.transmission_date)),
    ...ts(
      'availabilityTime',
      report.latest_receipt_date ?? report.initial_receipt_date ?? report.transmission_date,
    ),
    ...literature(report),
    adverseEventAssessment(report, meddraVersion),
    // C.1.6.1 and C.1.7 are required in R3. The case form holds no documents, so C.1.6.1 says "no"; C.1.7 left
    // unanswered says "no information" (NI), which ICH allows and FDA refuses (R0011).
    caseComponent(
      OBS.additionalDocuments,
      'additionalDocumentsAvailable',
      el('value', { 'xsi:type': 'BL', value: 'false' }),
    ),
    caseComponent(
      OBS.localCriteriaForExpedited,
      'localCriteriaForExpedited',
      yesNoValue(report.meets_local_expedited_criteria),
    ),
    firstSender(),
    ...primarySources(report),
    ...sender(report),
    el('subjectOf2', { typeCode: 'SUBJ' }, [
      el('investigationCharacteristic', { classCode: 'OBS', moodCode: 'EVN' }, [
        el('code', { code: '1', codeSystem: OID.characteristic, displayName: 'ichReportType' }),
        el('value', { 'xsi:type': 'CE', code: report.report_type, codeSystem: OID.reportType }),
      ]),
    ]),
    el('subjectOf2', { typeCode: 'SUBJ' }, [
      el('investigationCharacteristic', { classCode: 'OBS', moodCode: 'EVN' }, [
        el('code', { code: '2', codeSystem: OID.characteristic, displayName: 'otherCaseIds' }),
        el('value', { 'xsi:type': 'BL', nullFlavor: 'NI' }),
      ]),
    ]),
    ...fdaReportCharacteristics(report),
  ]);
}

function message(report: E2bR3Case, now: Date, meddraVersion: string): XmlNode {
  const messageDate = toE2bMessageDate(
    report.message_header_date_of_message_creation ?? report.batch_date_of_message_creation,
    now,
  );
  const transmission = toE2bDate(report.transmission_date);
  return el('PORR_IN049016UV', {}, [
    ...id(OID.messageId, report.message_identifier ?? report.case_id),
    el('creationTime', { value: messageDate }),
    el('interactionId', { extension: 'PORR_IN049016UV', root: OID.hl7Interaction }),
    el('processingCode', { code: 'P' }),
    el('processingModeCode', { code: 'T' }),
    el('acceptAckCode', { code: 'AL' }),
    ...identifierDevice(
      'RCV',
      OID.messageReceiver,
      report.message_header_receiver_identifier ?? report.batch_receiver_identifier,
    ),
    ...identifierDevice(
      'SND',
      OID.messageSender,
      report.message_header_sender_identifier ?? report.batch_sender_identifier ?? report.sender_organization,
    ),
    el('controlActProcess', { classCode: 'CACT', moodCode: 'EVN' }, [
      el('code', { code: 'PORR_TE049016UV', codeSystem: OID.hl7Trigger }),
      ...(transmission === undefined ? [] : [el('effectiveTime', { value: transmission })]),
      el('subject', { typeCode: 'SUBJ' }, [investigationEvent(report, meddraVersion)]),
    ]),
  ]);
}

/**
 * The ICH E2B(R3) ICSR of one case: an MCCI_IN200100UV01 batch holding one PORR_IN049016UV message, element
 * order as in FDA's 2022 FAERS example messages. Throws a ZodError naming the fields when the case lacks one
 * R3 requires; callers that show problems should `e2bR3CaseSchema.safeParse` first.
 */
export function buildE2bR3Xml(input: E2bCaseInput | E2bR3CaseInput, options: BuildE2bR3Options = {}): string {
  const report = e2bR3CaseSchema.parse(input);
  const now = options.now ?? new Date();
  const meddraVersion = options.meddraVersion ?? DEFAULT_MEDDRA_VERSION;
  const batchDate = toE2bMessageDate(report.batch_date_of_message_creation, now);
  const root = el('MCCI_IN200100UV01', { xmlns: 'urn:hl7-org:v3', 'xmlns:xsi': XSI, ITSVersion: 'XML_1.0' }, [
    ...id(OID.batchNumber, report.batch_number ?? report.message_identifier ?? report.case_id),
    el('creationTime', { value: batchDate }),
    el('responseModeCode', { code: 'D' }),
    el('interactionId', { extension: 'MCCI_IN200100UV01', root: OID.hl7Interaction }),
    el('name', { code: '1', codeSystem: OID.messageType, displayName: 'ichicsr' }),
    message(report, now, meddraVersion),
    ...identifierDevice(
      'RCV',
      OID.batchReceiver,
      report.batch_receiver_identifier ?? report.message_header_receiver_identifier,
    ),
    ...identifierDevice(
      'SND',
      OID.batchSender,
      report.batch_sender_identifier ?? report.message_header_sender_identifier ?? report.sender_organization,
    ),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeXml(root)}`;
}
