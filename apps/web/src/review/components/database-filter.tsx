import { LITERATURE_DATABASES, type LiteratureDatabase, type PlainMessageKey } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { isDatabaseShown, toggleDatabase } from '../lib/database-selection.ts';

export const DATABASE_NAME = {
  pubmed: 'literature.sourcePubmed',
  ibecs: 'literature.sourceIbecs',
} as const satisfies Record<LiteratureDatabase, PlainMessageKey>;

/** Literature's source checkbox group (SPEC §2.7): All Sources, then one per database; writes `databases`. */
export function DatabaseFilter({
  selected,
  onChange,
}: {
  selected: readonly LiteratureDatabase[];
  onChange: (next: LiteratureDatabase[]) => void;
}) {
  const t = useT();
  const all = selected.length === 0;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-muted-foreground">{t('filters.sources')}</legend>
      <div className="flex h-9 items-center gap-4">
        <label className="flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={all}
            // All Sources is left by choosing a database; unchecking it alone would select nothing.
            onChange={(event) => (event.target.checked ? onChange([]) : undefined)}
          />
          {t('filters.allSources')}
        </label>
        {LITERATURE_DATABASES.map((database) => (
          <label key={database} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={isDatabaseShown(selected, database)}
              onChange={(event) => onChange(toggleDatabase(selected, database, event.target.checked))}
            />
            {t(DATABASE_NAME[database])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
