import { Link } from 'react-router';
import { flagsForSource, type TriageItem } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { FlagBadges } from '@/review/components/flag-badges.tsx';
import { StatusButtons } from '@/review/components/status-buttons.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { SOURCE_NAME } from '@/review/lib/labels.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';

/** One flagged item of the inbox: source, title (opens the detail), excerpt, author, date, flags, status buttons. */
export function TriageRow({
  item,
  selected,
  onSelect,
}: {
  item: TriageItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const values = { adr: item.adr, pqc: item.pqc, mi: item.mi };
  return (
    <div
      data-selected={selected}
      onMouseDown={onSelect}
      className={cn(
        'relative flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs sm:flex-row sm:items-start sm:gap-4',
        selected && 'border-primary ring-2 ring-primary/60',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{t(SOURCE_NAME[item.source])}</Badge>
          {item.serious ? <Badge variant="destructive">{t('triage.serious')}</Badge> : null}
          {item.possibly_serious ? (
            <Badge variant="outline" className="border-amber-500 text-amber-700 dark:text-amber-300">
              {t('possiblySerious.badge')}
            </Badge>
          ) : null}
          {(item.own_products ?? []).map((product) => (
            <Badge key={product.id} variant="secondary">
              {t('products.ownProduct', { name: product.name })}
            </Badge>
          ))}
          {item.source_key ? (
            <span className="truncate text-xs text-muted-foreground">{item.source_key}</span>
          ) : null}
          <time dateTime={item.published_at} className="ml-auto text-xs text-muted-foreground tabular-nums">
            {formatDateTime(item.published_at, language)}
          </time>
        </div>
        <Link
          to={item.detail_path}
          aria-current={selected ? 'true' : undefined}
          className="mt-1 block truncate font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {item.title || t('item.noSubject')}
        </Link>
        {item.author ? <p className="truncate text-xs text-muted-foreground">{item.author}</p> : null}
        <p className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground">{item.excerpt}</p>
        <div className="mt-2">
          <FlagBadges flags={flagsForSource(item.source)} values={values} />
        </div>
      </div>
      <StatusButtons source={item.source} id={item.id} status={1} className="sm:flex-col" />
    </div>
  );
}
