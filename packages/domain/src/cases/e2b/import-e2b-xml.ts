import { CASE_FIELD_NAMES, type CaseFieldValue } from '../case-fields.ts';
import { sectionFieldNames, type AdditionalEntries, type RepeatableSection } from '../case-sections.ts';
import { parseXml, XmlSyntaxError, type XmlElement } from '../../e2b/xml-parser.ts';
import { readR2 } from '../../e2b/r3/read-r2.ts';
import type { ReadCase } from '../../e2b/r3/read-case.ts';
import { readR3 } from '../../e2b/r3/read-r3.ts';
import { localName } from '../../e2b/r3/xml-query.ts';

export const E2B_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const E2B_IMPORT_MESSAGES = {
  notE2b: 'The file is not an E2B(R2) or E2B(R3) message',
  entities: 'The file declares entities, which are not accepted',
  tooLarge: 'The file is larger than 10 MB',
  noCase: 'The file holds no safety report',
} as const;

export type ImportedForm = Record<string, CaseFieldValue>;

export type ImportE2bResult =
  | {
      ok: true;
      form: ImportedForm;
      additional: AdditionalEntries;
      format: 'r2' | 'r3';
      /** The file's C.1.4 / C.1.5 (YYYY-MM-DD), null when absent or not a date. */
      receipt: ReadCase['receipt'];
    }
  | { ok: false; message: string };

/**
 * An internal DTD subset can declare entities that expand without bound ("billion laughs") or point at files;
 * neither has a place in an ICSR. A bare DOCTYPE naming the ICH DTD (our own R2 files carry one) is harmless:
 * the parser never fetches it.
 */
const DECLARES_ENTITIES = /<!ENTITY|<!DOCTYPE[^>[]*\[/i;

function byteLength(xml: string): number {
  return new TextEncoder().encode(xml).length;
}

function assemble(read: ReadCase): {
  form: ImportedForm;
  additional: AdditionalEntries;
  receipt: ReadCase['receipt'];
} {
  const form: ImportedForm = Object.fromEntries(CASE_FIELD_NAMES.map((field) => [field, null]));
  const sections: [RepeatableSection, Record<string, CaseFieldValue>[]][] = [
    ['C2', read.reporters],
    ['E', read.reactions],
    ['F', read.tests],
    ['G', read.drugs],
  ];
  const additional: Partial<Record<RepeatableSection, Record<string, CaseFieldValue>[]>> = {};
  for (const [field, value] of Object.entries(read.form)) if (field in form) form[field] = value;
  for (const [section, entries] of sections) {
    const names = sectionFieldNames(section);
    const complete = entries.map((entry) =>
      Object.fromEntries(names.map((name) => [name, entry[name] ?? null])),
    );
    const [first, ...rest] = complete;
    if (first !== undefined) Object.assign(form, first);
    if (rest.length > 0) additional[section] = rest;
  }
  return { form, additional, receipt: read.receipt };
}

/**
 * Reads an E2B(R2) ichicsr or E2B(R3) MCCI_IN200100UV01 file into case form values: the first entry of each
 * repeatable section in the form, the rest as additional entries. Only the first report of a batch is read.
 * Refuses files over 10 MB, files that declare entities, and anything that is not one of the two messages.
 */
export function importE2bXml(xml: string): ImportE2bResult {
  // A string is at most 3 bytes per UTF-16 unit, so the cheap length test settles most files.
  if (
    xml.length > E2B_IMPORT_MAX_BYTES ||
    (xml.length * 3 > E2B_IMPORT_MAX_BYTES && byteLength(xml) > E2B_IMPORT_MAX_BYTES)
  )
    return { ok: false, message: E2B_IMPORT_MESSAGES.tooLarge };
  if (DECLARES_ENTITIES.test(xml)) return { ok: false, message: E2B_IMPORT_MESSAGES.entities };
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      return { ok: false, message: `${E2B_IMPORT_MESSAGES.notE2b}: ${error.message}` };
    throw error;
  }
  const name = localName(root);
  if (name === 'MCCI_IN200100UV01') {
    if (root.children.every((child) => localName(child) !== 'PORR_IN049016UV'))
      return { ok: false, message: E2B_IMPORT_MESSAGES.noCase };
    return { ok: true, format: 'r3', ...assemble(readR3(root)) };
  }
  if (name === 'ichicsr') {
    if (root.children.every((child) => localName(child) !== 'safetyreport'))
      return { ok: false, message: E2B_IMPORT_MESSAGES.noCase };
    return { ok: true, format: 'r2', ...assemble(readR2(root)) };
  }
  return { ok: false, message: E2B_IMPORT_MESSAGES.notE2b };
}
