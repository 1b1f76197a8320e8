import {
  isMonitoredSource,
  SOURCE_BASICS,
  UPLOADED_SOURCES,
  type MonitoredSource,
  type Source,
  type UnionToIntersection,
} from './source-list.ts';

type Basics = (typeof SOURCE_BASICS)[number];

/**
 * What the rest of the code keys by source, read from the definitions (source-list.ts) so that a new monitored
 * source adds no line here: its list route and sidebar name, its colour in Home's trends and how a case names it.
 * The uploaded sources (recordings and e-mails) have no definition: theirs are written below. Zod-free (the shell).
 */
const UPLOADED_SOURCE_FACTS = {
  recording: {
    route: '/recordings',
    navLabel: 'nav.recordings',
    colour: '#8b5cf6',
    caseOrigin: 'telephone (recorded call)',
  },
  email: { route: '/emails', navLabel: 'nav.emails', colour: '#0ea5e9', caseOrigin: 'e-mail' },
} as const satisfies Record<(typeof UPLOADED_SOURCES)[number], object>;

/** The SPA route of a source's list (SPEC §2.1): a monitored source's is its name ('/instagram', '/literature'). */
export const listRouteOf = (source: Source): string =>
  isMonitoredSource(source) ? `/${source}` : UPLOADED_SOURCE_FACTS[source].route;

/** The message key of a source's name in the sidebar: `nav.<name>`, in each definition's texts. */
export type SourceNavLabel =
  `nav.${MonitoredSource}` | (typeof UPLOADED_SOURCE_FACTS)[keyof typeof UPLOADED_SOURCE_FACTS]['navLabel'];
export const navLabelOf = (source: Source): SourceNavLabel =>
  isMonitoredSource(source) ? `nav.${source}` : UPLOADED_SOURCE_FACTS[source].navLabel;

/** One fact of every source: from its definition's basics, or from the uploaded sources' facts above. */
function bySource(fact: 'colour' | 'caseOrigin'): Readonly<Record<Source, string>> {
  return Object.fromEntries([
    ...SOURCE_BASICS.map((source) => [source.name, source[fact]]),
    ...UPLOADED_SOURCES.map((source) => [source, UPLOADED_SOURCE_FACTS[source][fact]]),
  ]) as Readonly<Record<Source, string>>;
}

/** A source's colour in Home's trends chart. */
export const SOURCE_COLOURS = bySource('colour');

/** How a case's narrative names where its report came from ('an Instagram comment', 'e-mail'). */
export const SOURCE_CASE_ORIGINS = bySource('caseOrigin');

/** Every monitored source's own API errors, by stable code: spread into API_ERRORS (api/api-errors.ts). */
export const SOURCE_API_ERRORS = Object.assign(
  {},
  ...SOURCE_BASICS.map((source) => source.errors),
) as UnionToIntersection<Basics['errors']>;
export type SourceApiErrorCode = keyof typeof SOURCE_API_ERRORS;
