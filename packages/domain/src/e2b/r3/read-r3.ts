import {
  AGE_GROUPS,
  DRUG_ROLES,
  RECURRENCE_ANSWERS,
  REACTION_OUTCOMES,
  REPORTER_QUALIFICATIONS,
  REPORT_TYPES,
  SENDER_TYPES,
  STUDY_TYPES,
} from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, formDate, formNumber, formText, joined, type FormValue } from './form-values.ts';
import { OBS, OID, ORGANIZER } from './oids.ts';
import { actionTakenOfR3, ageUnitOfUcum, routeOfR3, unitOfUcum } from './r3-codes.ts';
import { at, attr, codeOf, descendants, kid, kids, text } from './xml-query.ts';

type Entry = Record<string, FormValue>;

export interface ReadCase {
  form: Entry;
  reporters: Entry[];
  reactions: Entry[];
  tests: Entry[];
  drugs: Entry[];
}

const idWithRoot = (element: XmlElement | undefined, root: string) =>
  attr(
    kids(element, 'id').find((id) => attr(id, 'root') === root),
    'extension',
  );

const deviceId = (element: XmlElement | undefined, role: 'receiver' | 'sender') =>
  attr(at(element, role, 'device', 'id'), 'extension');

/** A quantity with a unit the form knows; a value in an unknown unit is not carried (it could not be written back). */
function amountWithUnit(
  value: XmlElement | undefined,
  unitOf: (ucum: string | undefined) => string | undefined,
): [FormValue, FormValue] {
  const unit = unitOf(attr(value, 'unit'));
  const amount = formNumber(attr(value, 'value'));
  return unit === undefined || amount === null ? [null, null] : [amount, unit];
}

function flag(value: XmlElement | undefined): FormValue {
  const raw = attr(value, 'value');
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

function party(entity: XmlElement | undefined, prefix: 'reporter' | 'sender'): Entry {
  const person = kid(entity, 'assignedPerson');
  const name = kid(person, 'name');
  const telecoms = kids(entity, 'telecom').map((telecom) => attr(telecom, 'value') ?? '');
  const telecom = (scheme: string) =>
    formText(telecoms.find((value) => value.startsWith(scheme))?.slice(scheme.length));
  const department = kid(entity, 'representedOrganization');
  return {
    [`${prefix}_title`]: formText(text(kid(name, 'prefix'))),
    [`${prefix}_given_name`]: joined(kids(name, 'given').map(text), ' '),
    [`${prefix}_family_name`]: formText(text(kid(name, 'family'))),
    [`${prefix}_organization`]: formText(
      text(at(department, 'assignedEntity', 'representedOrganization', 'name')),
    ),
    [`${prefix}_department`]: formText(text(kid(department, 'name'))),
    [`${prefix}_street`]: joined(kids(kid(entity, 'addr'), 'streetAddressLine').map(text), ' '),
    [`${prefix}_city`]: formText(text(at(entity, 'addr', 'city'))),
    [`${prefix}_state`]: formText(text(at(entity, 'addr', 'state'))),
    [`${prefix}_postal_code`]: formText(text(at(entity, 'addr', 'postalCode'))),
    [`${prefix}_country`]: formText(attr(at(person, 'asLocatedEntity', 'location', 'code'), 'code')),
    [`${prefix}_email`]: telecom('mailto:'),
    [`${prefix}_phone`]: telecom('tel:'),
  };
}

function reporters(event: XmlElement | undefined): Entry[] {
  const sources = kids(event, 'outboundRelationship').filter(
    (relation) => codeOf(kid(relation, 'relatedInvestigation')) === '2',
  );
  // The primary source for regulatory purposes (C.2.r.5) becomes the case's own reporter.
  const ordered = [
    ...sources.filter((source) => kid(source, 'priorityNumber') !== undefined),
    ...sources.filter((source) => kid(source, 'priorityNumber') === undefined),
  ];
  return ordered.map((source) => {
    const entity = at(
      source,
      'relatedInvestigation',
      'subjectOf2',
      'controlActEvent',
      'author',
      'assignedEntity',
    );
    const qualification = attr(at(entity, 'assignedPerson', 'asQualifiedEntity', 'code'), 'code');
    return { ...party(entity, 'reporter'), reporter_type: formCode(qualification, REPORTER_QUALIFICATIONS) };
  });
}

const observationsOf = (role: XmlElement | undefined, code: string) =>
  kids(role, 'subjectOf2')
    .map((subject) => kid(subject, 'observation'))
    .filter((found): found is XmlElement => found !== undefined && codeOf(found) === code);

const organizerOf = (role: XmlElement | undefined, code: string) =>
  kids(role, 'subjectOf2')
    .map((subject) => kid(subject, 'organizer'))
    .find((found) => found !== undefined && codeOf(found) === code);

/** The observations under an element's outboundRelationship2 with the given code (seriousness, outcome…). */
const related = (element: XmlElement | undefined, code: string) =>
  kids(element, 'outboundRelationship2')
    .map((relation) => kid(relation, 'observation'))
    .filter((found): found is XmlElement => found !== undefined && codeOf(found) === code);

function patient(role: XmlElement | undefined): Entry {
  const person = kid(role, 'player1');
  const gender = kid(person, 'administrativeGenderCode');
  const single = (code: string) => kid(observationsOf(role, code)[0], 'value');
  const [age, ageUnit] = amountWithUnit(single(OBS.age), ageUnitOfUcum);
  const gestation = single(OBS.gestationPeriod);
  const weight = single(OBS.bodyWeight);
  const height = single(OBS.height);
  const autopsy = single(OBS.autopsy);
  const history = organizerOf(role, ORGANIZER.medicalHistory);
  const drugHistory = organizerOf(role, ORGANIZER.drugHistory);
  return {
    initials: formText(text(kid(person, 'name'))),
    gender: attr(gender, 'nullFlavor') === 'UNK' ? '0' : formCode(attr(gender, 'code'), ['1', '2'] as const),
    birth_date: formDate(attr(kid(person, 'birthTime'), 'value')),
    death_date: formDate(attr(kid(person, 'deceasedTime'), 'value')),
    age,
    age_unit: ageUnit,
    age_group: formCode(attr(single(OBS.ageGroup), 'code'), AGE_GROUPS),
    pregnancy_duration: attr(gestation, 'unit') === 'wk' ? formNumber(attr(gestation, 'value')) : null,
    weight: attr(weight, 'unit') === 'kg' ? formNumber(attr(weight, 'value')) : null,
    height: attr(height, 'unit') === 'cm' ? formNumber(attr(height, 'value')) : null,
    last_menstrual_date: formDate(attr(single(OBS.lastMenstrualPeriod), 'value')),
    medical_history: joined(
      descendants(history, 'observation', (found) => codeOf(found) === OBS.historyText).map((found) =>
        text(kid(found, 'value')),
      ),
      '\n\n',
    ),
    past_drug_therapy: joined(
      descendants(drugHistory, 'kindOfProduct').map((product) => text(kid(product, 'name'))),
    ),
    death_cause: joined(
      observationsOf(role, OBS.reportedCauseOfDeath).map((found) => text(at(found, 'value', 'originalText'))),
    ),
    autopsy_yes_no:
      attr(autopsy, 'nullFlavor') === 'UNK'
        ? '0'
        : flag(autopsy) === true
          ? '1'
          : flag(autopsy) === false
            ? '2'
            : null,
  };
}

const SERIOUSNESS: readonly [string, string][] = [
  ['death', OBS.death],
  ['life_threatening', OBS.lifeThreatening],
  ['hospitalization', OBS.hospitalization],
  ['disabling', OBS.disabling],
  ['congenital_anomaly', OBS.congenitalAnomaly],
  ['medically_important', OBS.medicallyImportant],
];

/** G.k.9.i.3: the first drug that states an interval for this reaction gives the form's per-reaction value. */
function interval(drugs: XmlElement[], reactionId: string | undefined, typeCode: 'SAS' | 'SAE') {
  for (const drug of drugs) {
    const relation = kids(drug, 'outboundRelationship1').find(
      (found) =>
        attr(found, 'typeCode') === typeCode && attr(at(found, 'actReference', 'id'), 'root') === reactionId,
    );
    const [amount, unit] = amountWithUnit(kid(relation, 'pauseQuantity'), unitOfUcum);
    if (amount !== null) return [amount, unit];
  }
  return [null, null];
}

function reaction(found: XmlElement, drugs: XmlElement[]): Entry {
  const value = kid(found, 'value');
  const period = kid(found, 'effectiveTime');
  const reactionId = attr(kid(found, 'id'), 'root');
  const [duration, durationUnit] = amountWithUnit(kid(period, 'width'), unitOfUcum);
  const [firstTime, firstUnit] = interval(drugs, reactionId, 'SAS');
  const [lastTime, lastUnit] = interval(drugs, reactionId, 'SAE');
  const translation = text(kid(related(found, '30')[0], 'value'));
  return {
    reaction_term: formText(text(kid(value, 'originalText')) ?? translation),
    reaction_meddra_code: attr(value, 'codeSystem') === OID.meddra ? formText(attr(value, 'code')) : null,
    reaction_start_date: formDate(attr(kid(period, 'low'), 'value')),
    reaction_end_date: formDate(attr(kid(period, 'high'), 'value')),
    reaction_duration: duration,
    reaction_duration_unit: durationUnit,
    reaction_first_time: firstTime ?? null,
    reaction_first_time_unit: firstUnit ?? null,
    reaction_last_time: lastTime ?? null,
    reaction_last_time_unit: lastUnit ?? null,
    reaction_outcome: formCode(attr(kid(related(found, OBS.outcome)[0], 'value'), 'code'), REACTION_OUTCOMES),
    ...Object.fromEntries(
      SERIOUSNESS.map(([field, code]) => [field, flag(kid(related(found, code)[0], 'value'))]),
    ),
  };
}

function testResult(value: XmlElement | undefined): [FormValue, FormValue] {
  if (value === undefined) return [null, null];
  const center = kid(value, 'center');
  if (center !== undefined) return [formNumber(attr(center, 'value')), formText(attr(center, 'unit'))];
  const low = kid(value, 'low');
  const high = kid(value, 'high');
  const bound = attr(high, 'value') !== undefined ? high : low;
  if (bound !== undefined && attr(bound, 'value') !== undefined) {
    const operator = (bound === high ? '<' : '>') + (attr(bound, 'inclusive') === 'true' ? '=' : '');
    return [`${operator}${formNumber(attr(bound, 'value')) ?? ''}`, formText(attr(bound, 'unit'))];
  }
  return [formText(text(value)), null];
}

function test(found: XmlElement): Entry {
  const [result, unit] = testResult(kid(found, 'value'));
  const range = (interpretation: 'L' | 'H') =>
    formNumber(
      attr(
        kid(
          kids(found, 'referenceRange')
            .map((reference) => kid(reference, 'observationRange'))
            .find((range) => attr(kid(range, 'interpretationCode'), 'code') === interpretation),
          'value',
        ),
        'value',
      ),
    );
  return {
    test_name: formText(text(at(found, 'code', 'originalText'))),
    test_date: formDate(attr(kid(found, 'effectiveTime'), 'value')),
    test_result: result,
    test_unit: unit,
    normal_low_range: range('L'),
    normal_high_range: range('H'),
    test_more_info: joined(
      related(found, OBS.comment).map((comment) => text(kid(comment, 'value'))),
      '\n\n',
    ),
  };
}

function drug(item: XmlElement, roles: Map<string, string>): Entry {
  const product = at(item, 'consumable', 'instanceOfKind', 'kindOfProduct');
  const dosage = kids(item, 'outboundRelationship2')
    .filter((relation) => attr(relation, 'typeCode') === 'COMP')
    .map((relation) => kid(relation, 'substanceAdministration'))[0];
  const time = kid(dosage, 'effectiveTime');
  const [duration, durationUnit] = amountWithUnit(descendants(time, 'width')[0], unitOfUcum);
  const route = kid(dosage, 'routeCode');
  const dose = kid(dosage, 'doseQuantity');
  const doseAmount = formNumber(attr(dose, 'value'));
  const form = at(dosage, 'consumable', 'instanceOfKind', 'kindOfProduct', 'formCode');
  const recurrence = attr(kid(related(item, OBS.recurrence)[0], 'value'), 'code');
  const inbound = (typeCode: string) =>
    kids(item, 'inboundRelationship').filter((found) => attr(found, 'typeCode') === typeCode);
  return {
    medicinal_product: formText(text(kid(product, 'name'))),
    active_substance: joined(
      kids(product, 'ingredient').map((found) => text(at(found, 'ingredientSubstance', 'name'))),
    ),
    pharmaceutical_form: formText(text(kid(form, 'originalText'))),
    route_of_administration: routeOfR3(attr(route, 'code'), attr(route, 'displayName')) ?? null,
    drug_role: formCode(roles.get(attr(kid(item, 'id'), 'root') ?? ''), DRUG_ROLES),
    indication: joined(
      inbound('RSON').map((found) => text(at(found, 'observation', 'value', 'originalText'))),
    ),
    start_date: formDate(attr(descendants(time, 'low')[0], 'value')),
    end_date: formDate(attr(descendants(time, 'high')[0], 'value')),
    duration,
    duration_unit: durationUnit,
    dosage_form: formText(attr(form, 'code')),
    dose_amount: doseAmount,
    dose_unit: doseAmount === null ? null : formText(attr(dose, 'unit')),
    dose_frequency: formText(text(kid(dosage, 'text'))),
    drug_batch_number: formText(text(descendants(dosage, 'lotNumberText')[0])),
    action_taken: actionTakenOfR3(attr(at(inbound('CAUS')[0], 'act', 'code'), 'code')) ?? null,
    drug_recurrance: formCode(recurrence, RECURRENCE_ANSWERS),
    additional_info: joined(
      related(item, OBS.additionalInformation).map((found) => text(kid(found, 'value'))),
      '\n\n',
    ),
  };
}

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
  const drugItems = kids(organizerOf(role, ORGANIZER.drugs), 'component').flatMap((component) => {
    const found = kid(component, 'substanceAdministration');
    return found === undefined ? [] : [found];
  });
  const roles = new Map<string, string>();
  for (const component of kids(assessment, 'component')) {
    const causality = kid(component, 'causalityAssessment');
    if (codeOf(causality) !== OBS.drugRole) continue;
    const drugId = attr(at(causality, 'subject2', 'productUseReference', 'id'), 'root');
    const role = attr(kid(causality, 'value'), 'code');
    if (drugId !== undefined && role !== undefined) roles.set(drugId, role);
  }
  const reactionObservations = observationsOf(role, OBS.reaction);
  const reporterEntries = reporters(event);
  const senderEntity = at(kid(event, 'subjectOf1'), 'controlActEvent', 'author', 'assignedEntity');
  const study = at(role, 'subjectOf1', 'researchStudy');
  const registration = at(study, 'authorization', 'studyRegistration');
  const characteristic = kids(event, 'subjectOf2')
    .map((subject) => kid(subject, 'investigationCharacteristic'))
    .find((found) => codeOf(found) === '1');
  const literature = kids(event, 'reference')
    .map((reference) => kid(reference, 'document'))
    .filter((document) => codeOf(document) === '2');
  const reporterComments = comments(assessment, OBS.comment, '3');
  return {
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
    reactions: reactionObservations.map((found) => reaction(found, drugItems)),
    tests: kids(organizerOf(role, ORGANIZER.tests), 'component').flatMap((component) => {
      const found = kid(component, 'observation');
      return found === undefined ? [] : [test(found)];
    }),
    drugs: drugItems.map((item) => drug(item, roles)),
  };
}
