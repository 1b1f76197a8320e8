import type { XmlElement } from '../xml-parser.ts';
import { formNumber, formText, type FormValue } from './form-values.ts';
import { OID } from './oids.ts';
import { attr, codeOf, kid, kids } from './xml-query.ts';

/* The R3 shapes every section reader looks for: identifiers, quantities, flags and coded observations. */

/** The extension of the id with the given root (an identifier scheme, see OID). */
export const idWithRoot = (element: XmlElement | undefined, root: string) =>
  attr(
    kids(element, 'id').find((id) => attr(id, 'root') === root),
    'extension',
  );

/** A quantity with a unit the form knows; a value in an unknown unit is not carried (it could not be written back). */
export function amountWithUnit(
  value: XmlElement | undefined,
  unitOf: (ucum: string | undefined) => string | undefined,
): [FormValue, FormValue] {
  const unit = unitOf(attr(value, 'unit'));
  const amount = formNumber(attr(value, 'value'));
  return unit === undefined || amount === null ? [null, null] : [amount, unit];
}

export function flag(value: XmlElement | undefined): FormValue {
  const raw = attr(value, 'value');
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

/** The observations with the given code hanging on the primaryRole (age, weight, reactions…). */
export const observationsOf = (role: XmlElement | undefined, code: string) =>
  kids(role, 'subjectOf2')
    .map((subject) => kid(subject, 'observation'))
    .filter((found): found is XmlElement => found !== undefined && codeOf(found) === code);

export const organizerOf = (role: XmlElement | undefined, code: string) =>
  kids(role, 'subjectOf2')
    .map((subject) => kid(subject, 'organizer'))
    .find((found) => found !== undefined && codeOf(found) === code);

/** The observations under an element's outboundRelationship2 with the given code (seriousness, outcome…). */
export const related = (element: XmlElement | undefined, code: string) =>
  kids(element, 'outboundRelationship2')
    .map((relation) => kid(relation, 'observation'))
    .filter((found): found is XmlElement => found !== undefined && codeOf(found) === code);

/** A MedDRA-coded value's code and release (E.i.2.1, G.k.7.r.2); nulls when the value is not coded in MedDRA. */
export function meddraCodeOf(value: XmlElement | undefined): { code: FormValue; version: FormValue } {
  const code = attr(value, 'codeSystem') === OID.meddra ? formText(attr(value, 'code')) : null;
  return { code, version: code === null ? null : formText(attr(value, 'codeSystemVersion')) };
}
