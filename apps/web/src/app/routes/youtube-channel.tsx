import { TvMinimalPlay } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  const { username = '' } = useParams();
  return (
    <PlaceholderPage
      title={t('page.youtubeChannel.title', { name: username })}
      body={t('page.youtubeChannel.body')}
      icon={TvMinimalPlay}
    />
  );
}
