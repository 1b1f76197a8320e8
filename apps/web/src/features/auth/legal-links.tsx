import { Link } from 'react-router';
import { useT } from '@/lib/i18n/index.ts';
import { SUPPORT_EMAIL } from '@/lib/support-email.ts';

/** Terms, privacy and support links under the sign-in card (SPEC §2.2). */
export function LegalLinks() {
  const t = useT();
  const link = 'font-medium text-foreground underline underline-offset-4 hover:text-primary';
  return (
    <footer className="mt-6 space-y-3 text-center text-xs text-muted-foreground">
      <p>
        {t('auth.legalPrefix')}{' '}
        <Link to="/auth/terms" className={link}>
          {t('auth.terms')}
        </Link>{' '}
        {t('auth.legalAnd')}{' '}
        <Link to="/auth/privacy" className={link}>
          {t('auth.privacy')}
        </Link>
        .
      </p>
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={link}>
          {t('auth.contactSupport')}
        </a>
      </p>
    </footer>
  );
}
