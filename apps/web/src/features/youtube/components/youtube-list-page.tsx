import { useParams } from 'react-router';
import { ItemListPage } from '@/review/components/item-list-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { youtubeSource } from '../youtube-source.ts';
import { YoutubeCommentRow } from './youtube-comment-row.tsx';

/** /youtube and /youtube/{username}: every monitored channel's comments, or one channel's (source_key). */
export function YoutubeListPage() {
  const t = useT();
  const { username } = useParams();
  return (
    <ItemListPage
      descriptor={youtubeSource}
      title={username ? t('page.youtubeChannel.title', { name: username }) : t('page.youtube.title')}
      description={
        username ? t('sourceList.youtubeChannelBody', { name: username }) : t('sourceList.youtubeBody')
      }
      layout={{ kind: 'rows', itemHeight: 140 }}
      renderItem={(comment) => <YoutubeCommentRow comment={comment} />}
      routeSourceKey={username}
    />
  );
}
