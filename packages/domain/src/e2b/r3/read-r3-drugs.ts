import { DRUG_ROLES, RECURRENCE_ANSWERS } from '../code-lists.ts';
import type { XmlElement } from '../xml-parser.ts';
import { formCode, formDate, formNumber, formText, joined } from './form-values.ts';
import { OBS, ORGANIZER } from './oids.ts';
import type { ReadEntry } from './read-case.ts';
import { amountWithUnit, meddraCodeOf, organizerOf, related } from './read-r3-lookups.ts';
import { actionTakenOfR3, routeOfR3, unitOfUcum } from './r3-codes.ts';
import { at, attr, codeOf, descendants, kid, kids, text } from './xml-query.ts';

/** G.k: the substanceAdministration of each drug in the drugs organizer, in order. */
export function drugItems(role: XmlElement | undefined): XmlElement[] {
  return kids(organizerOf(role, ORGANIZER.drugs), 'component').flatMap((component) => {
    const found = kid(component, 'substanceAdministration');
    return found === undefined ? [] : [found];
  });
}

/** G.k.1: each drug's role, stated apart from the drug as a causality assessment pointing at the drug's id. */
export function drugRolesById(assessment: XmlElement | undefined): Map<string, string> {
  const roles = new Map<string, string>();
  for (const component of kids(assessment, 'component')) {
    const causality = kid(component, 'causalityAssessment');
    if (codeOf(causality) !== OBS.drugRole) continue;
    const drugId = attr(at(causality, 'subject2', 'productUseReference', 'id'), 'root');
    const role = attr(kid(causality, 'value'), 'code');
    if (drugId !== undefined && role !== undefined) roles.set(drugId, role);
  }
  return roles;
}

/** One G.k drug: product, substances, its first dosage (G.k.4.r), indications, action, recurrence, role. */
export function drug(item: XmlElement, roles: Map<string, string>): ReadEntry {
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
  const indications = inbound('RSON').map((found) => at(found, 'observation', 'value'));
  // The form holds one coded indication per drug: the first that has a code (the texts are all kept, joined).
  const indicationCoding = indications.map(meddraCodeOf).find((coding) => coding.code !== null);
  return {
    medicinal_product: formText(text(kid(product, 'name'))),
    active_substance: joined(
      kids(product, 'ingredient').map((found) => text(at(found, 'ingredientSubstance', 'name'))),
    ),
    pharmaceutical_form: formText(text(kid(form, 'originalText'))),
    route_of_administration: routeOfR3(attr(route, 'code'), attr(route, 'displayName')) ?? null,
    drug_role: formCode(roles.get(attr(kid(item, 'id'), 'root') ?? ''), DRUG_ROLES),
    indication: joined(indications.map((value) => text(kid(value, 'originalText')))),
    indication_meddra_code: indicationCoding?.code ?? null,
    indication_meddra_version: indicationCoding?.version ?? null,
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
