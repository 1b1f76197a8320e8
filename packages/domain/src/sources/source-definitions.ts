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
 * SOURCE_BASICS (source-list.ts). The endpoint table reads the sources' calls from here; the shell reads the basics.
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

/** Every source's own calls (add, analyze, delete…), by name: spread into `endpoints`. */
export const SOURCE_ENDPOINTS = Object.assign(
  {},
  ...SOURCE_DEFINITIONS.map((source) => source.endpoints),
) as UnionToIntersection<Definitions[number]['endpoints']>;

/** Every source's review reads, by source (with the uploaded sources', `sourceItemEndpointsBySource`). */
export const MONITORED_SOURCE_READS = Object.fromEntries(
  SOURCE_DEFINITIONS.map((source) => [source.name, source.reads]),
) as { [S in MonitoredSource]: Extract<Definitions[number], { name: S }>['reads'] };
