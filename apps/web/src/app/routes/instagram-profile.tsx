import { Camera } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  const { username = '' } = useParams();
  return (
    <PlaceholderPage
      title={t('page.instagramProfile.title', { name: username })}
      body={t('page.instagramProfile.body')}
      icon={Camera}
    />
  );
}
