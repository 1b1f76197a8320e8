import { Heart, MessageCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';

/** A comment's likes and replies (Instagram and YouTube rows and details), with words for screen readers. */
export function EngagementCounts({
  likes,
  replies,
  className,
}: {
  likes: number;
  replies: number;
  className?: string;
}) {
  const t = useT();
  return (
    <ul className={cn('flex items-center gap-3 text-xs text-muted-foreground tabular-nums', className)}>
      <li className="flex items-center gap-1" aria-label={t('comment.likes', { count: likes })}>
        <Heart aria-hidden="true" className="size-3.5" />
        <span aria-hidden="true">{likes}</span>
      </li>
      <li className="flex items-center gap-1" aria-label={t('comment.replies', { count: replies })}>
        <MessageCircle aria-hidden="true" className="size-3.5" />
        <span aria-hidden="true">{replies}</span>
      </li>
    </ul>
  );
}
