import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { SUPPORT_EMAIL } from '@/lib/support-email.ts';
import { AuthLayout } from './auth-layout.tsx';

/** Terms and privacy: short public pages under /auth, reachable before sign-in. */
export function LegalPage({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  const t = useT();
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">{title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4 text-sm leading-relaxed text-muted-foreground">
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </CardContent>
      </Card>
      <Link
        to="/auth"
        className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('auth.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}
