import { BookOpen } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  const { searchTerm = '' } = useParams();
  return (
    <PlaceholderPage
      title={t('page.literatureSearch.title', { name: searchTerm })}
      body={t('page.literatureSearch.body')}
      icon={BookOpen}
    />
  );
}
