import { LifeBuoy, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SUPPORT_EMAIL } from '@/lib/support-email.ts';
import { useT } from '@/lib/i18n/index.ts';

export function SupportCard() {
  const t = useT();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center gap-2">
          <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
          <CardTitle className="text-base">{t('settings.support')}</CardTitle>
        </div>
        <CardDescription>{t('settings.supportBody')}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <Button variant="outline" asChild>
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <Mail aria-hidden="true" />
            {t('settings.supportLink')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
