import { CirclePlay, TvMinimalPlay } from 'lucide-react';
import type { YoutubeCommentItem } from '@vigila/domain';
import { ExternalLinkButton } from '@/components/external-link.tsx';
import {
  AiStatusBadge,
  PlatformDetailsCard,
  QuickActionsCard,
} from '@/review/components/detail/side-cards.tsx';
import { youtubeCaseDraft } from '@/review/lib/case-draft.ts';
import { useT } from '@/lib/i18n/index.ts';

/** Platform Details (type, likes, published, parent comment, AI status) and Quick Actions of a YouTube comment. */
export function YoutubeSideCards({
  comment,
  published,
  videoUrl,
  channelUrl,
}: {
  comment: YoutubeCommentItem;
  published: string;
  videoUrl: string | null;
  channelUrl: string | null;
}) {
  const t = useT();
  return (
    <>
      <PlatformDetailsCard
        rows={[
          { label: t('youtube.type'), value: t(comment.is_reply ? 'comment.reply' : 'youtube.topLevel') },
          { label: t('youtube.likes'), value: comment.like_count },
          { label: t('comment.published'), value: published },
          ...(comment.parent_comment_id
            ? [
                {
                  label: t('youtube.parentCommentId'),
                  value: <span className="font-mono text-xs">{comment.parent_comment_id}</span>,
                },
              ]
            : []),
          {
            label: t('detail.aiStatus'),
            value: (
              <span className="flex flex-col items-start gap-1">
                <AiStatusBadge status={comment.ai_status} />
                {comment.ai_error ? (
                  <span className="text-xs text-destructive">{comment.ai_error}</span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <QuickActionsCard caseDraft={youtubeCaseDraft(comment)}>
        {videoUrl ? (
          <ExternalLinkButton href={videoUrl} icon={CirclePlay}>
            {t('youtube.viewVideo')}
          </ExternalLinkButton>
        ) : null}
        {channelUrl ? (
          <ExternalLinkButton href={channelUrl} icon={TvMinimalPlay}>
            {t('youtube.viewChannel')}
          </ExternalLinkButton>
        ) : null}
      </QuickActionsCard>
    </>
  );
}
