/**
 * One source's review reads as method and path only (no schemas): GET {list}, {list}/counts, {item}/:id and
 * {item}/:id/history. The web calls a list by these; `sourceItemEndpoints` builds the contracts from them.
 */
export function sourceItemAddresses<const L extends string, const I extends string>(paths: {
  list: L;
  item: I;
}) {
  return {
    list: { method: 'GET', path: paths.list },
    counts: { method: 'GET', path: `${paths.list}/counts` },
    detail: { method: 'GET', path: `${paths.item}/:id` },
    history: { method: 'GET', path: `${paths.item}/:id/history` },
  } as const;
}

/** The four read addresses of one source, whatever its paths. */
export type SourceItemAddresses<L extends string = string, I extends string = string> = ReturnType<
  typeof sourceItemAddresses<L, I>
>;
