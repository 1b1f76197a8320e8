import { E2B_DATE_FORMAT } from './constants.ts';

/** Building blocks of the R2 structure description (r2-structure.ts): rule types and their constructors. */
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

export type LeafOptions = Partial<Pick<LeafRule, 'required' | 'codes'>>;

export const an = (name: string, label: string, max: number, options: LeafOptions = {}): LeafRule => ({
  kind: 'leaf',
  name,
  label,
  max,
  type: 'AN',
  ...options,
});
export const num = (name: string, label: string, max: number, options: LeafOptions = {}): LeafRule => ({
  kind: 'leaf',
  name,
  label,
  max,
  type: 'N',
  ...options,
});
export const country = (name: string, label: string): LeafRule => ({
  kind: 'leaf',
  name,
  label,
  max: 2,
  type: 'A',
});
export const coded = (name: string, label: string, codes: readonly string[], required = false): LeafRule =>
  num(name, label, Math.max(...codes.map((c) => c.length)), { codes, required });

const DATE_FORMATS = [E2B_DATE_FORMAT.day, E2B_DATE_FORMAT.month, E2B_DATE_FORMAT.year];

/** A date and, before it, the element holding its format code (e.g. receivedateformat + receivedate). */
export function dated(formatName: string, name: string, label: string, required = false): LeafRule[] {
  return [
    coded(formatName, `${label} format`, DATE_FORMATS),
    { kind: 'leaf', name, label, max: 8, type: 'N', required, formatElement: formatName },
  ];
}

export const range = (from: number, to: number, width = 1): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

export const YES_NO = ['1', '2'];
export const TIME_UNITS = range(801, 807);

export const group = (
  name: string,
  label: string,
  section: string,
  children: ElementRule[],
  cardinality: Pick<GroupRule, 'required' | 'repeat'> = {},
): GroupRule => ({ kind: 'group', name, label, section, children, ...cardinality });
