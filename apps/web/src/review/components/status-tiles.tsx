import { Bot, CircleDashed, EyeOff, Flag, Layers, type LucideIcon } from 'lucide-react';
import type { Source, StatusCounts } from '@vigila/domain';
import { cn } from '@/lib/cn.ts';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { tileLabel } from '../lib/labels.ts';
import { TILES, type Tile } from '../lib/list-params.ts';
import type { TileCounts } from '../api/get-status-counts.ts';

const TILE_COUNT: Record<Tile, keyof StatusCounts> = {
  triage: 'triage',
  pending: 'pending',
  needs_review: 'needs_review',
  non_relevant: 'non_relevant',
  all: 'total',
};

const TILE_ICON: Record<Tile, LucideIcon> = {
  triage: Bot,
  pending: CircleDashed,
  needs_review: Flag,
  non_relevant: EyeOff,
  all: Layers,
};

const TILE_ACCENT: Record<Tile, string> = {
  triage: 'text-primary',
  pending: 'text-warning',
  needs_review: 'text-destructive',
  non_relevant: 'text-muted-foreground',
  all: 'text-foreground',
};

/**
 * The five status tiles of SPEC §2.7; each selects its list. Counts are over all items of the list with the
 * current filters; they stay on screen (sticky) while the list scrolls.
 */
export function StatusTiles({
  source,
  counts,
  selected,
  onSelect,
}: {
  source: Source;
  counts: TileCounts | undefined;
  selected: Tile;
  onSelect: (tile: Tile) => void;
}) {
  const t = useT();
  const number = useNumberFormat();
  return (
    <div
      role="group"
      aria-label={t('items.tiles')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
    >
      {TILES.map((tile) => {
        const Icon = TILE_ICON[tile];
        const value = counts?.[TILE_COUNT[tile]];
        const active = tile === selected;
        return (
          <button
            key={tile}
            type="button"
            aria-pressed={active}
            data-tile={tile}
            onClick={() => onSelect(tile)}
            className={cn(
              'flex min-w-0 flex-col items-start gap-1 rounded-lg border bg-card px-3 py-2 text-left shadow-xs transition-colors outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring',
              active && 'border-primary bg-primary/10 ring-1 ring-primary',
            )}
          >
            <span className="flex w-full items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', TILE_ACCENT[tile])} />
              <span className="truncate">{t(tileLabel(tile, source))}</span>
            </span>
            <span className="text-xl font-semibold tabular-nums" data-testid={`tile-count-${tile}`}>
              {value === undefined ? (
                '–'
              ) : counts?.estimated ? (
                <span aria-label={t('items.approximatelyLabel', { count: value })}>
                  {t('items.approximately', { count: value })}
                </span>
              ) : (
                number.format(value)
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
