// Apart from list-query.ts (its zod schemas) so that the list pages read them without loading zod.

/** How a list's date filter compares (SPEC §2.7): on, before or after the day. */
export const DATE_FILTER_MODES = ['on', 'before', 'after'] as const;
export type DateFilterMode = (typeof DATE_FILTER_MODES)[number];

export const MAX_PAGE_SIZE = 200;
