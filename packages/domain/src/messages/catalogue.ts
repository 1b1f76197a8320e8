import type { Language } from '../constants.ts';
import { en } from './en.ts';
import { es } from './es.ts';

export type MessageKey = keyof typeof en;

/** Every language must provide exactly the English key set: a missing or extra key is a type error. */
export type Catalogue = { readonly [K in MessageKey]: string };

/** The `{name}` placeholders of a message, read from the English text at the type level. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<Placeholders<(typeof en)[K]>, string | number>;

/** `t(key)` for plain messages, `t(key, params)` (required) for messages with placeholders. */
export type MessageArgs<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

/** Keys of messages without placeholders: safe to store in tables of labels. */
export type PlainMessageKey = { [K in MessageKey]: MessageArgs<K> extends [] ? K : never }[MessageKey];

export const catalogues: Readonly<Record<Language, Catalogue>> = { en, es };

export function formatMessage(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function translate<K extends MessageKey>(language: Language, key: K, ...args: MessageArgs<K>): string {
  const [params] = args;
  return formatMessage(catalogues[language][key], params);
}

/** A browser language tag such as `es-ES` becomes `es`; anything unsupported falls back to English. */
export function languageFromLocale(locale: string | undefined): Language {
  return locale?.toLowerCase().startsWith('es') ? 'es' : 'en';
}
