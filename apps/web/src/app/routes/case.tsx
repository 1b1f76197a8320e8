import { FolderOpen } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      title={t('page.case.title', { name: id })}
      body={t('page.case.body')}
      icon={FolderOpen}
    />
  );
}
