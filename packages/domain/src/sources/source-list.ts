import { LITERATURE_FLAGS, REVIEW_FLAGS, type LiteratureFlag, type ReviewFlag } from '../constants.ts';
import { amazonBasics } from './amazon-basics.ts';
import { instagramBasics } from './instagram-basics.ts';
import { literatureBasics } from './literature-basics.ts';
import type { SyncSchedule } from './monitored-sources.ts';
import type { SourceBasics } from './source-definition.ts';
import { youtubeBasics } from './youtube-basics.ts';

export * from './instagram-basics.ts';
export * from './youtube-basics.ts';
export * from './amazon-basics.ts';
export * from './literature-basics.ts';

/**
 * Every monitored source's basics, in the order of SPEC §2.6 (Settings, the routes and the enums follow it). Nothing
 * here builds a zod schema: the shell reads the sources, their texts and key rules from this list without loading
 * zod; the contracts of their calls are `SOURCE_DEFINITIONS` (source-definitions.ts). A new source is its basics
 * module, its `export *` above and its entry here, and the same in source-definitions.ts.
 */
export const SOURCE_BASICS = [instagramBasics, youtubeBasics, amazonBasics, literatureBasics] as const;

type Basics = typeof SOURCE_BASICS;
/** One field of every source, as a tuple of literals in the list's order (what z.enum needs). */
type Pluck<T extends readonly SourceBasics[], F extends keyof SourceBasics> = {
  readonly [I in keyof T]: T[I] extends Record<F, infer V> ? V : never;
};
type Field<F extends keyof SourceBasics> = Pluck<Basics, F>;

/** The sources a team monitors by a key (SPEC §2.6): profiles, channels, products and search terms. */
export const MONITORED_SOURCES = SOURCE_BASICS.map((source) => source.name) as unknown as Field<'name'>;
export type MonitoredSource = (typeof MONITORED_SOURCES)[number];

/** The sources a team uploads (recordings and e-mails): no key, no schedule. */
export const UPLOADED_SOURCES = ['recording', 'email'] as const;
export type UploadedSource = (typeof UPLOADED_SOURCES)[number];

/** Every item source: the monitored ones, then the uploaded ones. */
export const SOURCES = [...MONITORED_SOURCES, ...UPLOADED_SOURCES] as const;
export type Source = (typeof SOURCES)[number];

/** reference_type of POST /change-status and /feedback (SPEC §7.2, plus 'email', which the spec's list leaves out). */
export const REFERENCE_TYPES = [
  ...(SOURCE_BASICS.map((source) => source.referenceType) as unknown as Field<'referenceType'>),
  ...UPLOADED_SOURCES,
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** One monitored source's basics (name, texts, key rules, Settings panel, call addresses), without zod. */
export function basicsOf(source: MonitoredSource): Basics[number] {
  const found = SOURCE_BASICS.find((basics) => basics.name === source);
  if (!found) throw new Error(`No source definition for ${source}`);
  return found;
}

export function isMonitoredSource(source: string): source is MonitoredSource {
  return (MONITORED_SOURCES as readonly string[]).includes(source);
}

/** The reference_type a source's items are changed and rated under. */
export function referenceTypeOf(source: Source): ReferenceType {
  return isMonitoredSource(source) ? basicsOf(source).referenceType : source;
}

/** The item source a reference_type names. */
export function sourceOfReference(type: ReferenceType): Source {
  const found = SOURCE_BASICS.find((basics) => basics.referenceType === type);
  return found ? found.name : (type as Source);
}

/** The flags a source's items are shown with: literature names the three slots ss, qm and si (SPEC §1). */
export function flagsForSource(source: Source): readonly (ReviewFlag | LiteratureFlag)[] {
  return source === 'literature' ? LITERATURE_FLAGS : REVIEW_FLAGS;
}

export type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every source's English texts, spread into the English catalogue (their literal types keep `t()` checked). */
export const SOURCE_TEXTS_EN = Object.assign(
  {},
  ...SOURCE_BASICS.map((source) => source.texts),
) as UnionToIntersection<Basics[number]['texts']>;

/** Method and path of every source's own calls (add, analyze, delete…), by name: spread into `sourceAddresses`. */
export const SOURCE_ADDRESSES = Object.assign(
  {},
  ...SOURCE_BASICS.map((source) => source.addresses),
) as UnionToIntersection<Basics[number]['addresses']>;

/** Method and path of every source's review reads, by source. */
export const MONITORED_SOURCE_READ_ADDRESSES = Object.fromEntries(
  SOURCE_BASICS.map((source) => [source.name, source.readAddresses]),
) as { [S in MonitoredSource]: Extract<Basics[number], { name: S }>['readAddresses'] };

/** Every source's Spanish texts, read from their own modules: only the Spanish catalogue waits for them. */
export async function loadSourceTextsEs() {
  const texts = await Promise.all(SOURCE_BASICS.map((source) => source.spanish()));
  return Object.assign({}, ...texts) as UnionToIntersection<Awaited<ReturnType<Basics[number]['spanish']>>>;
}

export const DEFAULT_SYNC_SCHEDULE = Object.fromEntries(
  SOURCE_BASICS.map((source) => [source.name, source.schedule]),
) as Record<MonitoredSource, SyncSchedule>;
