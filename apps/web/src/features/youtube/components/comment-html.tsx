import { useMemo } from 'react';
import { cn } from '@/lib/cn.ts';
import { sanitizeCommentHtml } from '../lib/comment-html.ts';

/** A YouTube comment's textDisplay, sanitised in the browser before it is rendered as HTML. */
export function CommentHtml({
  html,
  links = true,
  className,
}: {
  html: string;
  links?: boolean;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeCommentHtml(html, { links }), [html, links]);
  return (
    <p
      className={cn('text-sm break-words whitespace-pre-line [&_a]:text-primary [&_a]:underline', className)}
      // Sanitised just above: the text comes from YouTube, never trusted as is.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
