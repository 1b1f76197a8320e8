import type { SourceItemAddresses } from './source-item-addresses.ts';
import type { z } from 'zod';
import type { SyncSchedule } from './monitored-sources.ts';

/** How a source added by one key (a handle, a channel, an ASIN) is added from its Settings panel (SPEC §4.3). */
export interface KeyedAdd {
  /** Its add call's name in `endpoints`. */
  endpoint: string;
  /**
   * The call's body with the key under its field (`{ profileUrl: key }`): a function, so that its literal type
   * reaches the caller, who sends it to the call the definition names without a cast.
   */
  body: (key: string) => object;
  /** The key the browser sends, when not as typed (the server normalises it again either way). */
  prepare?: (typed: string) => string;
  /** The message keys of the panel's field label and placeholder, and of the add's toasts. */
  label: string;
  placeholder: string;
  done: string;
  failed: string;
  /** Analyse the new items at once after the add (its analyze call), with this toast when that fails. */
  analyzeFailed?: string;
  /** Open the entry's list after the add; otherwise the panel stays on Settings. */
  opensEntry: boolean;
}

/**
 * Everything the rest of the code needs to know of one monitored source and nothing else defines: its name, the
 * reference_type its items are changed and rated under (SPEC §7.2), its default sync schedule, the word its total
 * tile counts in, its Settings group, its calls (add, analyze, delete and its review reads, with their schemas),
 * its English texts, where its Spanish texts are and, when the reference id alone names the item's page, the path
 * a case links to. One module per source (`instagram-basics.ts`…) exports its basics, kept free of zod so that the
 * shell (sidebar, catalogue, key rules) does not load zod; `source-list.ts` lists them, and SOURCES, MONITORED_SOURCES,
 * REFERENCE_TYPES and the default schedules are read from that list. The endpoint table is read from the full
 * definitions (`source-definitions.ts`).
 */
export interface SourceBasics {
  name: string;
  referenceType: string;
  schedule: SyncSchedule;
  /** SPEC §2.7: "Total Comments", "Total Reviews", "Total Articles". */
  itemWord: 'comments' | 'reviews' | 'articles';
  /** The group of Settings → Data Sources its panel sits in (SPEC §2.4), and the panel's title (a message key). */
  settingsGroup: 'socialMedia' | 'ecommerce' | 'literature';
  settingsName: string;
  /** Its delete call (its name in `endpoints`; the key is the path's last parameter) and its toasts (SPEC §8). */
  remove: { endpoint: string; done: string; failed: string };
  /** A source added by one key: how its panel adds one. Absent when the source has its own form (literature). */
  add?: KeyedAdd;
  /** Its analyze call's name in `endpoints` (no body: analyse what is not analysed yet). */
  analyze?: string;
  /** How a case's narrative names where its report came from (SPEC §2.9: 'an Instagram comment'). */
  caseOrigin: string;
  /** Its colour in Home's trends chart: a mid tone that reads on the light and the dark theme alike. */
  colour: string;
  /**
   * Its own API errors by stable code (api/api-errors.ts spreads them; the text is the spec's, word for word): a
   * key its rules refuse (400) and a key it does not monitor (404). Their Spanish is in its Spanish module under
   * `apiError.<code>`.
   */
  errors: Readonly<Record<string, { category: 'validation' | 'not_found'; text: string }>>;
  /** Its English texts (sidebar entry, pages, Settings panel, toasts, list texts, name). */
  texts: Readonly<Record<string, string>>;
  /** Its Spanish texts, the same keys: a module of their own, loaded with the Spanish catalogue only. */
  spanish: () => Promise<Readonly<Record<string, string>>>;
  /** The page of the item a case came from; absent when the item is addressed through its key (a profile…). */
  casePath?: (referenceId: string) => string;
  /** Method and path of its own calls by name (its `endpoints`, without their schemas): spread into `sourceAddresses`. */
  addresses: Readonly<Record<string, object>>;
  /** Method and path of its review reads (list, counts, detail, history): what the web calls them by. */
  readAddresses: SourceItemAddresses;
}

/**
 * One of its own calls (add, analyze, delete…) as data: its address and the zod schemas of what it takes and answers.
 * The api layer turns each into an `endpoint(…)` (api/endpoints/sources.ts), so a source's module needs nothing of
 * api/ and the endpoint table can read the sources without a loop.
 */
export interface SourceCall {
  readonly method: string;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  readonly errors?: readonly number[];
}

/**
 * A source's whole definition: its basics (what the shell needs, zod-free, `<source>-basics.ts`) and the contracts
 * of its calls with their schemas (`<source>.ts`), which the server registers and the forms validate with.
 */
export interface SourceDefinition extends SourceBasics {
  /** Its own calls by name (add, analyze, delete and any other): spread into `endpoints`. */
  endpoints: Readonly<Record<string, SourceCall>>;
  /**
   * The answers of its review reads at `readAddresses`: the list and one item. The api layer builds the four reads
   * from them (`sourceItemEndpointsBySource[name]`); the history answer is every monitored source's.
   */
  answers: { readonly list: z.ZodType; readonly detail: z.ZodType };
}
