import { FileChartColumn } from 'lucide-react';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  return (
    <PlaceholderPage
      title={t('page.customReport.title')}
      body={t('page.customReport.body')}
      icon={FileChartColumn}
    />
  );
}
