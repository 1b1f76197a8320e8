import { ItemListPage } from '@/review/components/item-list-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { emailSource } from '../email-source.ts';
import { EmailRow } from './email-row.tsx';

/** /emails: the shared list machinery with one row per e-mail. */
export function EmailListPage() {
  const t = useT();
  return (
    <ItemListPage
      descriptor={emailSource}
      title={t('page.emails.title')}
      description={t('page.emails.body')}
      layout={{ kind: 'rows', itemHeight: 150 }}
      renderItem={(email) => <EmailRow email={email} />}
    />
  );
}
