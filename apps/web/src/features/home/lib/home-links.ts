import {
  LITERATURE_FLAGS,
  LITERATURE_FLAG_SLOT,
  listRouteOf,
  navLabelOf,
  SOURCES,
  type AnyFlag,
  type FlagSlot,
  type PlainMessageKey,
  type Source,
} from '@vigila/domain';

/**
 * Each source's list page and its name in the sidebar (the lists are other features: linked by URL only), as the
 * source definitions give them.
 */
export const SOURCE_LISTS: Readonly<Record<Source, { path: string; label: PlainMessageKey }>> =
  Object.fromEntries(
    SOURCES.map((source) => [source, { path: listRouteOf(source), label: navLabelOf(source) }]),
  ) as Record<Source, { path: string; label: PlainMessageKey }>;

/** The name a source's list gives a flag slot: literature calls adr/pqc/mi ss/qm/si. */
export function listFlagOf(source: Source, slot: FlagSlot): AnyFlag {
  if (source !== 'literature') return slot;
  return LITERATURE_FLAGS.find((flag) => LITERATURE_FLAG_SLOT[flag] === slot) ?? slot;
}

/** The list's Triage (AI) tile: pending items with any flag (SPEC §2.7: ai_triage with status all). */
export const flaggedListUrl = (source: Source): string =>
  `${SOURCE_LISTS[source].path}?status=all&ai_triage=true`;

/** Pending items of the list with one flag (the list's flag checkbox). */
export const flagListUrl = (source: Source, slot: FlagSlot): string =>
  `${SOURCE_LISTS[source].path}?status=pending&ai_triage=false&flags=${listFlagOf(source, slot)}`;

/** The cases list: only the overdue filter exists there (decision 0020). */
export const overdueCasesUrl = '/cases?overdue=true';
export const casesUrl = '/cases';
