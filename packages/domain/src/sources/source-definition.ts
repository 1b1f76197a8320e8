import type { SyncSchedule } from './monitored-sources.ts';

/**
 * What the rest of the code needs to know of one monitored source and nothing else defines: its name, the
 * reference_type its items are changed and rated under (SPEC §7.2), its default sync schedule, the word its total
 * tile counts in, its English texts and, when the reference id alone names the item's page, the path a case links to. One module per
 * source (`instagram.ts`…) exports one, its Spanish texts are in `<source>-es.ts`; `source-definitions.ts` lists them, and SOURCES, MONITORED_SOURCES,
 * REFERENCE_TYPES and the default schedules are read from that list.
 */
export interface SourceDefinition {
  name: string;
  referenceType: string;
  schedule: SyncSchedule;
  /** SPEC §2.7: "Total Comments", "Total Reviews", "Total Articles". */
  itemWord: 'comments' | 'reviews' | 'articles';
  /** The group of Settings → Data Sources its panel sits in (SPEC §2.4). */
  settingsGroup: 'socialMedia' | 'ecommerce' | 'literature';
  /**
   * Its delete call: the name of its entry in the endpoint table (@vigila/domain `endpoints`; the key is the path's
   * last parameter) and the message keys of its toasts (SPEC §8). Names, not the entries: the table is built from
   * the sources' schemas, so a definition cannot import it.
   */
  remove: { endpoint: string; done: string; failed: string };
  /** A source added by one key: its add call (endpoint name, the body field of the key as typed) and analyze call. */
  add?: { endpoint: string; field: string };
  analyze?: string;
  /** Its English texts (sidebar entry, pages, Settings panel, toasts, list texts, name); Spanish: `<source>-es.ts`. */
  texts: Readonly<Record<string, string>>;
  /** The page of the item a case came from; absent when the item is addressed through its key (a profile…). */
  casePath?: (referenceId: string) => string;
}
