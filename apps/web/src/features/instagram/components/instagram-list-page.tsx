import { useParams } from 'react-router';
import { ItemListPage } from '@/review/components/item-list-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { instagramSource } from '../instagram-source.ts';
import { InstagramCommentRow } from './instagram-comment-row.tsx';

/** /instagram and /instagram/{username}: every monitored profile's comments, or one profile's (source_key). */
export function InstagramListPage() {
  const t = useT();
  const { username } = useParams();
  return (
    <ItemListPage
      descriptor={instagramSource}
      title={
        username ? t('page.instagramProfile.title', { name: `@${username}` }) : t('page.instagram.title')
      }
      description={
        username ? t('sourceList.instagramProfileBody', { name: username }) : t('sourceList.instagramBody')
      }
      layout={{ kind: 'rows', itemHeight: 140 }}
      renderItem={(comment) => <InstagramCommentRow comment={comment} />}
      routeSourceKey={username}
    />
  );
}
