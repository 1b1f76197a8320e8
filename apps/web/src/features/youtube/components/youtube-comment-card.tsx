import type { YoutubeCommentItem } from '@vigila/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ExternalLink } from '@/components/external-link.tsx';
import { EngagementCounts } from '@/review/components/engagement-counts.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { sanitizeCommentHtml, visibleText } from '../lib/comment-html.ts';
import { CommentHtml } from './comment-html.tsx';

/** The comment as YouTube displays it (HTML), its original text when that reads differently, counts and links. */
export function YoutubeCommentCard({
  comment,
  videoUrl,
  channelUrl,
}: {
  comment: YoutubeCommentItem;
  videoUrl: string | null;
  channelUrl: string | null;
}) {
  const t = useT();
  const shown = visibleText(sanitizeCommentHtml(comment.textDisplay)).trim();
  const original = comment.text_original.trim();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('comment.text')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <CommentHtml html={comment.textDisplay} className="leading-6" />
        {original && original !== shown ? (
          <div className="rounded-lg bg-muted/50 p-3">
            <h3 className="mb-1 text-xs font-medium text-muted-foreground">{t('youtube.originalText')}</h3>
            <p className="text-sm break-words whitespace-pre-wrap">{comment.text_original}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-3 text-sm">
          <EngagementCounts likes={comment.like_count} replies={comment.reply_count} />
          {videoUrl ? <ExternalLink href={videoUrl}>{t('youtube.viewVideo')}</ExternalLink> : null}
          {channelUrl ? <ExternalLink href={channelUrl}>{t('youtube.viewChannel')}</ExternalLink> : null}
        </div>
      </CardContent>
    </Card>
  );
}
