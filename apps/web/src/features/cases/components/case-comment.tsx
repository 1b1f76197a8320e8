import { useId, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';

/** SPEC §2.9, §9: comments longer than this are clamped to 3 lines with a View more / Show less toggle. */
export const COMMENT_CLAMP_CHARS = 150;

export function CaseComment({ text }: { text: string }) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (!text.trim()) return <span className="text-muted-foreground italic">{t('cases.noComment')}</span>;
  const long = text.length > COMMENT_CLAMP_CHARS;
  return (
    <div className="min-w-56 max-w-md">
      {/* Line breaks and blank lines are folded into spaces: a table cell shows the words, not the layout. */}
      <p id={id} className={cn('break-words', long && !expanded && 'line-clamp-3')}>
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          className="mt-1 text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('cases.showLess') : t('cases.viewMore')}
        </button>
      ) : null}
    </div>
  );
}
