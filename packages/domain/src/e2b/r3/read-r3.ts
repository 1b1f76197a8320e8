import { REPORT_TYPES, SENDER_TYPES, STUDY_TYPES } from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, formDate, formText, joined, type FormValue } from './form-values.ts';
import { OBS, OID, ORGANIZER } from './oids.ts';
import type { ReadCase } from './read-case.ts';
import { drug, drugItems, drugRolesById } from './read-r3-drugs.ts';
import { fdaReportFields } from './read-r3-fda-regional.ts';
import { idWithRoot, observationsOf, organizerOf } from './read-r3-lookups.ts';
import { party, reporters } from './read-r3-parties.ts';
import { patient } from './read-r3-patient.ts';
import { reaction } from './read-r3-reactions.ts';
import { test } from './read-r3-tests.ts';
import { at, attr, codeOf, kid, kids, text } from './xml-query.ts';

const deviceId = (element: XmlElement | undefined, role: 'receiver' | 'sender') =>
  attr(at(element, role, 'device', 'id'), 'extension');

/** H.2 / H.3 / H.4: the comments of one author (1 sender, 3 reporter) with the given observation code. */
function comments(assessment: XmlElement | undefined, code: string, author: string): FormValue {
  const events = kids(assessment, 'component1')
    .map((component) => kid(component, 'observationEvent'))
    .filter(
      (event) =>
        codeOf(event) === code && attr(at(event, 'author', 'assignedEntity', 'code'), 'code') === author,
    );
  return joined(
    events.map((event) => text(kid(event, 'value')) ?? text(at(event, 'value', 'originalText'))),
    '\n\n',
  );
}

/** Reads the first message of an MCCI_IN200100UV01 batch into case form values. */
export function readR3(root: XmlElement): ReadCase {
  const message = kid(root, 'PORR_IN049016UV');
  const act = kid(message, 'controlActProcess');
  const event = at(act, 'subject', 'investigationEvent');
  const assessment = at(event, 'component', 'adverseEventAssessment');
  const role = at(assessment, 'subject1', 'primaryRole');
  const drugs = drugItems(role);
  const roles = drugRolesById(assessment);
  const reactionObservations = observationsOf(role, OBS.reaction);
  const reporterEntries = reporters(event);
  const senderEntity = at(kid(event, 'subjectOf1'), 'controlActEvent', 'author', 'assignedEntity');
  const study = at(role, 'subjectOf1', 'researchStudy');
  const registration = at(study, 'authorization', 'studyRegistration');
  // C.1.3 is characteristic 1 of the ICH list; FDA.C.1.12 is characteristic 1 of FDA's own.
  const characteristic = kids(event, 'subjectOf2')
    .map((subject) => kid(subject, 'investigationCharacteristic'))
    .find((found) => codeOf(found) === '1' && attr(kid(found, 'code'), 'codeSystem') === OID.characteristic);
  const literature = kids(event, 'reference')
    .map((reference) => kid(reference, 'document'))
    .filter((document) => codeOf(document) === '2');
  const reporterComments = comments(assessment, OBS.comment, '3');
  return {
    receipt: {
      initial: formDate(attr(at(event, 'effectiveTime', 'low'), 'value')),
      latest: formDate(attr(kid(event, 'availabilityTime'), 'value')),
    },
    form: {
      batch_number: formText(idWithRoot(root, OID.batchNumber)),
      batch_sender_identifier: formText(deviceId(root, 'sender')),
      batch_receiver_identifier: formText(deviceId(root, 'receiver')),
      batch_date_of_message_creation: formDate(attr(kid(root, 'creationTime'), 'value')),
      message_identifier: formText(idWithRoot(message, OID.messageId)),
      message_header_sender_identifier: formText(deviceId(message, 'sender')),
      message_header_receiver_identifier: formText(deviceId(message, 'receiver')),
      message_header_date_of_message_creation: formDate(attr(kid(message, 'creationTime'), 'value')),
      transmission_date: formDate(attr(kid(act, 'effectiveTime'), 'value')),
      report_type: formCode(attr(kid(characteristic, 'value'), 'code'), REPORT_TYPES),
      report_identification: formText(idWithRoot(event, OID.messageId)),
      primary_source_country: reporterEntries[0]?.reporter_country ?? null,
      ...fdaReportFields(event),
      occur_country: formText(
        attr(at(reactionObservations[0], 'location', 'locatedEntity', 'locatedPlace', 'code'), 'code'),
      ),
      ...party(senderEntity, 'sender'),
      sender_type: formCode(codeOf(senderEntity), SENDER_TYPES),
      literature_reference: joined(
        literature.map((document) => text(kid(document, 'bibliographicDesignationText'))),
      ),
      study_name: formText(text(kid(study, 'title'))),
      study_sponsor_number: formText(idWithRoot(study, OID.sponsorStudyNumber)),
      study_type: formCode(codeOf(study), STUDY_TYPES),
      study_registry_number: formText(idWithRoot(registration, OID.studyRegistration)),
      study_registry_country: formText(
        attr(at(registration, 'author', 'territorialAuthority', 'governingPlace', 'code'), 'code'),
      ),
      ...patient(role),
      case_narrative: formText(text(kid(event, 'text'))),
      reporter_comments: reporterComments,
      sender_diagnosis: comments(assessment, OBS.diagnosis, '1'),
      sender_comments: comments(assessment, OBS.comment, '1'),
    },
    reporters: reporterEntries,
    reactions: reactionObservations.map((found) => reaction(found, drugs)),
    tests: kids(organizerOf(role, ORGANIZER.tests), 'component').flatMap((component) => {
      const found = kid(component, 'observation');
      return found === undefined ? [] : [test(found)];
    }),
    drugs: drugs.map((item) => drug(item, roles)),
  };
}
