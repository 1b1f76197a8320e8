import { FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  const { pmid = '' } = useParams();
  return (
    <PlaceholderPage
      title={t('page.literatureArticle.title', { name: pmid })}
      body={t('page.literatureArticle.body')}
      icon={FileText}
    />
  );
}
