import { amazonSource } from './amazon.ts';
import { instagramSource } from './instagram.ts';
import { literatureSource } from './literature.ts';
import type { SyncSchedule } from './monitored-sources.ts';
import type { SourceDefinition } from './source-definition.ts';
import { youtubeSource } from './youtube.ts';

export * from './instagram.ts';
export * from './youtube.ts';
export * from './amazon.ts';
export * from './literature.ts';

/**
 * Every monitored source, in the order of SPEC §2.6 (Settings, the routes and the enums follow it). A new source is
 * its module, its `export *` above and its entry here.
 */
export const SOURCE_DEFINITIONS = [instagramSource, youtubeSource, amazonSource, literatureSource] as const;

type Definitions = typeof SOURCE_DEFINITIONS;
/** One field of every definition, as a tuple of literals in the list's order (what z.enum needs). */
type Pluck<T extends readonly SourceDefinition[], F extends keyof SourceDefinition> = {
  readonly [I in keyof T]: T[I] extends Record<F, infer V> ? V : never;
};
type Field<F extends keyof SourceDefinition> = Pluck<Definitions, F>;

/** The sources a team monitors by a key (SPEC §2.6): profiles, channels, products and search terms. */
export const MONITORED_SOURCES = SOURCE_DEFINITIONS.map((source) => source.name) as unknown as Field<'name'>;
export type MonitoredSource = (typeof MONITORED_SOURCES)[number];

/** The sources a team uploads (recordings and e-mails): no key, no schedule. */
export const UPLOADED_SOURCES = ['recording', 'email'] as const;
export type UploadedSource = (typeof UPLOADED_SOURCES)[number];

/** Every item source: the monitored ones, then the uploaded ones. */
export const SOURCES = [...MONITORED_SOURCES, ...UPLOADED_SOURCES] as const;
export type Source = (typeof SOURCES)[number];

/** reference_type of POST /change-status and /feedback (SPEC §7.2, plus 'email', which the spec's list leaves out). */
export const REFERENCE_TYPES = [
  ...(SOURCE_DEFINITIONS.map((source) => source.referenceType) as unknown as Field<'referenceType'>),
  ...UPLOADED_SOURCES,
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

export function definitionOf(source: MonitoredSource): Definitions[number] {
  const found = SOURCE_DEFINITIONS.find((definition) => definition.name === source);
  if (!found) throw new Error(`No source definition for ${source}`);
  return found;
}

export function isMonitoredSource(source: string): source is MonitoredSource {
  return (MONITORED_SOURCES as readonly string[]).includes(source);
}

/** The reference_type a source's items are changed and rated under. */
export function referenceTypeOf(source: Source): ReferenceType {
  return isMonitoredSource(source) ? definitionOf(source).referenceType : source;
}

/** The item source a reference_type names. */
export function sourceOfReference(type: ReferenceType): Source {
  const found = SOURCE_DEFINITIONS.find((definition) => definition.referenceType === type);
  return found ? found.name : (type as Source);
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every source's English texts, spread into the English catalogue (their literal types keep `t()` checked). */
export const SOURCE_TEXTS_EN = Object.assign(
  {},
  ...SOURCE_DEFINITIONS.map((source) => source.texts),
) as UnionToIntersection<Definitions[number]['texts']>;

/** Every source's own calls (add, analyze, delete…), by name: spread into `endpoints`. */
export const SOURCE_ENDPOINTS = Object.assign(
  {},
  ...SOURCE_DEFINITIONS.map((source) => source.endpoints),
) as UnionToIntersection<Definitions[number]['endpoints']>;

/** Every source's review reads, by source (with the uploaded sources', `sourceItemEndpointsBySource`). */
export const MONITORED_SOURCE_READS = Object.fromEntries(
  SOURCE_DEFINITIONS.map((source) => [source.name, source.reads]),
) as { [S in MonitoredSource]: Extract<Definitions[number], { name: S }>['reads'] };

/** Every source's Spanish texts, read from their own modules: only the Spanish catalogue waits for them. */
export async function loadSourceTextsEs() {
  const texts = await Promise.all(SOURCE_DEFINITIONS.map((source) => source.spanish()));
  return Object.assign({}, ...texts) as UnionToIntersection<
    Awaited<ReturnType<Definitions[number]['spanish']>>
  >;
}

export const DEFAULT_SYNC_SCHEDULE = Object.fromEntries(
  SOURCE_DEFINITIONS.map((source) => [source.name, source.schedule]),
) as Record<MonitoredSource, SyncSchedule>;
