import type { Language } from '../constants.ts';
import { en } from './en.ts';

export type MessageKey = keyof typeof en;

/** Every language must provide exactly the English key set: a missing or extra key is a type error. */
export type Catalogue = { readonly [K in MessageKey]: string };

/** `count|item|items` (a plural choice) names the parameter `count`. */
type ParamName<S extends string> = S extends `${infer Name}|${string}` ? Name : S;

/** The `{name}` placeholders of a message, read from the English text at the type level. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? ParamName<Name> | Placeholders<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<Placeholders<(typeof en)[K]>, string | number>;

/** `t(key)` for plain messages, `t(key, params)` (required) for messages with placeholders. */
export type MessageArgs<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

/** Keys of messages whose placeholders are exactly `P` (a table of `{name}` titles, say): `t(key, params)` stays checked. */
export type MessageKeyWith<P extends string> = {
  [K in MessageKey]: [Placeholders<(typeof en)[K]>] extends [P]
    ? [P] extends [Placeholders<(typeof en)[K]>]
      ? K
      : never
    : never;
}[MessageKey];

/** Keys of messages without placeholders: safe to store in tables of labels. */
export type PlainMessageKey = { [K in MessageKey]: MessageArgs<K> extends [] ? K : never }[MessageKey];

const PLACEHOLDER = /\{(\w+)(?:\|([^{}|]*)\|([^{}|]*))?\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

function cached<T>(cache: Map<Language, T>, language: Language, make: () => T): T {
  const found = cache.get(language);
  if (found) return found;
  const made = make();
  cache.set(language, made);
  return made;
}

/** `3` → `'3'`, `12345` → `'12,345'` (en) or `'12.345'` (es): numbers read the way the language writes them. */
export function formatNumber(value: number, language: Language): string {
  return cached(numberFormats, language, () => new Intl.NumberFormat(language)).format(value);
}

/** Whether `count` takes the singular in `language` (Intl.PluralRules: `one`); every other category is plural. */
export function isSingular(count: number, language: Language): boolean {
  return cached(pluralRules, language, () => new Intl.PluralRules(language)).select(count) === 'one';
}

/**
 * Fills `{name}` with its parameter (numbers written the language's way) and `{name|singular|plural}` with the form
 * the language's plural rules choose for that number: `'{count} open {count|item|items}'`. An unknown parameter is
 * left visible.
 */
export function formatMessage(
  template: string,
  params?: Readonly<Record<string, string | number>>,
  language: Language = 'en',
): string {
  if (!params) return template;
  return template.replace(
    PLACEHOLDER,
    (whole, name: string, singular: string | undefined, plural: string | undefined) => {
      if (!Object.hasOwn(params, name)) return whole;
      const value = params[name];
      if (singular !== undefined && plural !== undefined) {
        return typeof value === 'number' && isSingular(value, language) ? singular : plural;
      }
      return typeof value === 'number' ? formatNumber(value, language) : String(value);
    },
  );
}

/** A message of the English catalogue, filled (the Spanish one is loaded on demand: `loadSpanish`). */
export function translate<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  const [params] = args;
  return formatMessage(en[key], params, 'en');
}

/** A browser language tag such as `es-ES` becomes `es`; anything unsupported falls back to English. */
export function languageFromLocale(locale: string | undefined): Language {
  return locale?.toLowerCase().startsWith('es') ? 'es' : 'en';
}
