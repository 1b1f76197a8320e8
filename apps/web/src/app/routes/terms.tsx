import { LegalPage } from '@/features/auth/legal-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  return (
    <LegalPage
      title={t('legal.termsTitle')}
      paragraphs={[t('legal.termsIntro'), t('legal.termsUse'), t('legal.termsAccounts')]}
    />
  );
}
