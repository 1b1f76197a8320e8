import { toE2bDate } from '../dates.ts';
import type { XmlNode } from '../xml-writer.ts';
import { OID } from './oids.ts';

/**
 * Small builders for the HL7 v3 shapes E2B(R3) repeats: identifiers, coded values, quantities, booleans.
 * Each returns a list, empty when the value is missing, so a missing field leaves no empty element behind.
 */
export type Attributes = Record<string, string>;

export function el(name: string, attributes: Attributes = {}, children?: XmlNode[]): XmlNode {
  return children === undefined ? { name, attributes } : { name, attributes, children };
}

export function textEl(name: string, value: string | undefined, attributes: Attributes = {}): XmlNode[] {
  return value === undefined || value.trim() === '' ? [] : [{ name, attributes, text: value }];
}

/** A container that disappears when none of its children survived. */
export function wrap(name: string, attributes: Attributes, children: XmlNode[]): XmlNode[] {
  return children.length === 0 ? [] : [el(name, attributes, children)];
}

export function id(root: string, extension: string | undefined): XmlNode[] {
  return extension === undefined || extension.trim() === '' ? [] : [el('id', { extension, root })];
}

/** HL7 TS: the form's ISO date as CCYYMMDD, or nothing. */
export function ts(name: string, value: string | undefined, attributes: Attributes = {}): XmlNode[] {
  const date = toE2bDate(value);
  return date === undefined ? [] : [el(name, { ...attributes, value: date })];
}

export function observationCode(code: string, displayName?: string): XmlNode {
  return el('code', {
    code,
    codeSystem: OID.observation,
    ...(displayName === undefined ? {} : { displayName }),
  });
}

/** An observation with a code from list …1.1.19 and one value, wrapped as the container asks. */
export function observation(code: string, displayName: string, value: XmlNode[], extra: XmlNode[] = []) {
  return el('observation', { classCode: 'OBS', moodCode: 'EVN' }, [
    observationCode(code, displayName),
    ...value,
    ...extra,
  ]);
}

export function quantity(name: string, value: string | undefined, unit: string | undefined): XmlNode[] {
  if (value === undefined || unit === undefined) return [];
  return [el(name, { 'xsi:type': 'PQ', value, unit })];
}

/** The attributes of a value coded in MedDRA (E.i.2.1, G.k.7.r.2), or none when the term is not coded. */
export function meddraCoding(code: string | undefined, version: string): Attributes {
  return code === undefined ? {} : { code, codeSystem: OID.meddra, codeSystemVersion: version };
}

export function coded(name: string, code: string | undefined, codeSystem: string): XmlNode[] {
  return code === undefined ? [] : [el(name, { 'xsi:type': 'CE', code, codeSystem })];
}

/** BL: true, false, or "no information" (nullFlavor NI) when the form left the flag unset. */
export function flagValue(value: boolean | undefined): XmlNode {
  return value === undefined
    ? el('value', { 'xsi:type': 'BL', nullFlavor: 'NI' })
    : el('value', { 'xsi:type': 'BL', value: String(value) });
}

/** The form's yes/no answer (1 yes, 2 no; C.1.7, FDA.C.1.12) as BL, "no information" when unanswered. */
export const yesNoValue = (answer: '1' | '2' | undefined): XmlNode =>
  flagValue(answer === undefined ? undefined : answer === '1');

export function freeText(value: string | undefined): XmlNode[] {
  return textEl('value', value, { 'xsi:type': 'ED' });
}

export function country(name: string, code: string | undefined): XmlNode[] {
  return code === undefined ? [] : [el(name, { code, codeSystem: OID.country })];
}
