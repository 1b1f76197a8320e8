import { SERIOUSNESS_FIELDS, type MessageKey, type PlainMessageKey } from '@vigila/domain';
import { CASE_SOURCE_NAME, CASE_STATUS_LABEL } from '@/review/lib/labels.ts';

type Translate = (key: PlainMessageKey) => string;

const has = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

const OUTCOMES = ['0', '1', '2', '3', '4', '5'] as const;
const AGE_UNITS = ['800', '801', '802', '803', '804', '805'] as const;
const SEXES = ['0', '1', '2'] as const;

const keyIn = <M extends Record<string, MessageKey>>(map: M, key: string): M[keyof M] | undefined =>
  Object.hasOwn(map, key) ? map[key as keyof M] : undefined;

/** A seriousness row: serious, non-serious or a criterion (SERIOUSNESS_FIELDS). */
export function seriousnessLabel(t: Translate, key: string): string {
  if (key === 'serious' || key === 'non_serious') return t(`psur.${key}`);
  return has(SERIOUSNESS_FIELDS, key) ? t(`psur.criterion.${key}`) : key;
}

/** A reaction outcome code (E.i.7), `none` when not reported. */
export function outcomeLabel(t: Translate, code: string | null): string {
  if (code === null || code === 'none') return t('psur.notReported');
  return has(OUTCOMES, code) ? t(`psur.outcome.${code}`) : code;
}

/** A case's source: an item's source, an E2B import or a case entered by hand. */
export function caseSourceLabel(t: Translate, source: string): string {
  const key = keyIn(CASE_SOURCE_NAME, source);
  return key ? t(key) : source;
}

export function caseStatusLabel(t: Translate, status: string): string {
  const key = keyIn(CASE_STATUS_LABEL, status);
  return key ? t(key) : status;
}

export function countryLabel(t: Translate, country: string | null): string {
  return country === null || country === 'none' ? t('psur.notReported') : country;
}

export function sexLabel(t: Translate, sex: string | null): string | null {
  if (sex === null) return null;
  return has(SEXES, sex) ? t(`psur.sex.${sex}`) : sex;
}

export function ageUnitLabel(t: Translate, unit: string | null): string {
  if (unit === null) return '';
  return has(AGE_UNITS, unit) ? t(`psur.ageUnit.${unit}`) : unit;
}
