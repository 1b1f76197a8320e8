import { Star } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** A 1 to 5 star rating (SPEC §2.8, §9 'out of 5'), read out as one phrase by screen readers. */
export function StarRating({ rating, className }: { rating: number | null; className?: string }) {
  const t = useT();
  if (rating === null) return <span className="text-xs text-muted-foreground">{t('amazon.noRating')}</span>;
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t('amazon.rating', { rating: Number(rating.toFixed(1)) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-3.5',
            star <= filled ? 'fill-warning text-warning' : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
