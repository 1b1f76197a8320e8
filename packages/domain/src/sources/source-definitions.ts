import { amazonSource } from './amazon.ts';
import { instagramSource } from './instagram.ts';
import { literatureSource } from './literature.ts';
import type { SourceDefinition } from './source-definition.ts';
import type { MonitoredSource, UnionToIntersection } from './source-list.ts';
import { youtubeSource } from './youtube.ts';

export * from './instagram.ts';
export * from './youtube.ts';
export * from './amazon.ts';
export * from './literature.ts';

/**
 * Every monitored source's whole definition (its basics and the contracts of its calls), in the order of
 * SOURCE_BASICS (source-list.ts). The endpoint table (api/endpoints/) reads the sources' calls from here; the shell
 * reads the basics.
 */
export const SOURCE_DEFINITIONS = [
  instagramSource,
  youtubeSource,
  amazonSource,
  literatureSource,
] as const satisfies readonly SourceDefinition[];

type Definitions = typeof SOURCE_DEFINITIONS;

/** One monitored source's whole definition, its calls' schemas included (the server, the forms). */
export function definitionOf(source: MonitoredSource): Definitions[number] {
  const found = SOURCE_DEFINITIONS.find((definition) => definition.name === source);
  if (!found) throw new Error(`No source definition for ${source}`);
  return found;
}

/** One source's whole definition, by name, as a type (the api layer builds each source's contracts from it). */
export type DefinitionOf<S extends MonitoredSource> = Extract<Definitions[number], { name: S }>;

/** Every source's own calls (add, analyze, delete…) as data, by name: `endpoints` makes contracts of them. */
export const SOURCE_CALLS = Object.assign(
  {},
  ...SOURCE_DEFINITIONS.map((source) => source.endpoints),
) as UnionToIntersection<Definitions[number]['endpoints']>;
