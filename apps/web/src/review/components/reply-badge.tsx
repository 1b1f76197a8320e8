import { Reply } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** Marks a comment that answers another comment (Instagram, YouTube list rows). */
export function ReplyBadge() {
  const t = useT();
  return (
    <Badge variant="outline">
      <Reply aria-hidden="true" className="size-3" />
      {t('comment.reply')}
    </Badge>
  );
}
