import { MessageSquare } from 'lucide-react';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  return (
    <PlaceholderPage
      title={t('page.youtubeComment.title')}
      body={t('page.youtubeComment.body')}
      icon={MessageSquare}
    />
  );
}
