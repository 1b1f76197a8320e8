import { LITERATURE_DATABASES, type LiteratureDatabase } from '@vigila/domain';

/**
 * The literature source checkboxes (SPEC §2.7 'All Sources', PubMed, IBECS) over one `databases` list, where empty
 * means every database. A database is shown checked when it is searched; unchecking one while all are searched
 * keeps the others; checking the last missing one, or unchecking the last one left, returns to All Sources.
 */
export function isDatabaseShown(
  selected: readonly LiteratureDatabase[],
  database: LiteratureDatabase,
): boolean {
  return selected.length === 0 || selected.includes(database);
}

export function toggleDatabase(
  selected: readonly LiteratureDatabase[],
  database: LiteratureDatabase,
  on: boolean,
): LiteratureDatabase[] {
  const shown = LITERATURE_DATABASES.filter((each) => isDatabaseShown(selected, each));
  const next = on ? [...shown, database] : shown.filter((each) => each !== database);
  const unique = LITERATURE_DATABASES.filter((each) => next.includes(each));
  return unique.length === 0 || unique.length === LITERATURE_DATABASES.length ? [] : unique;
}
