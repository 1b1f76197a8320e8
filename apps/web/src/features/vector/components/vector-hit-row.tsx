import { Link } from 'react-router';
import type { VectorHit } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useDateTimeFormat, useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { FlagBadges } from '@/review/components/flag-badges.tsx';
import { sourceLabelKey, VECTOR_STATUS_NAME } from '../lib/vector-labels.ts';

const FLAGS = ['adr', 'pqc', 'mi'] as const;

/** One result: its title opens the item's or case's detail page; then what it is, where from, when, and a snippet. */
export function VectorHitRow({ hit, compact = false }: { hit: VectorHit; compact?: boolean }) {
  const t = useT();
  const dates = useDateTimeFormat({ dateStyle: 'medium' });
  const score = useNumberFormat({ maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const source = sourceLabelKey(hit.source);
  return (
    <article className="min-w-0 space-y-1">
      <h3 className="text-sm font-medium break-words">
        <Link to={hit.detail_path} className="text-primary underline-offset-4 hover:underline">
          {hit.title}
        </Link>
      </h3>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <Badge variant="outline">{t(hit.kind === 'item' ? 'vector.kindItem' : 'vector.kindCase')}</Badge>
        <span>{source ? t(source) : hit.source}</span>
        <time dateTime={hit.date}>{dates.format(new Date(hit.date))}</time>
        <span>{t(VECTOR_STATUS_NAME[hit.status])}</span>
        <FlagBadges flags={FLAGS} values={{ adr: hit.adr, pqc: hit.pqc, mi: hit.mi }} />
        {compact ? null : <span>{t('vector.score', { score: score.format(hit.score) })}</span>}
        {compact || !hit.matched_words ? null : <span>{t('vector.sharesWords')}</span>}
      </div>
      {hit.snippet && !compact ? (
        <p className="text-sm break-words text-foreground/90">{hit.snippet}</p>
      ) : null}
    </article>
  );
}
