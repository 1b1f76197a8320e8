import { FolderKanban } from 'lucide-react';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  return <PlaceholderPage title={t('page.cases.title')} body={t('page.cases.body')} icon={FolderKanban} />;
}
