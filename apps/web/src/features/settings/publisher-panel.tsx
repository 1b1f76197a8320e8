import { useId, useState, type SubmitEvent } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { notify } from '@/lib/notify.ts';
import { useT } from '@/lib/i18n/index.ts';

/**
 * The literature-publisher panel (SPEC §2.4): Inactive, an API key field and Add. Publisher connections do not
 * exist yet, so Add says so honestly and keeps nothing.
 */
export function PublisherPanel() {
  const t = useT();
  const inputId = useId();
  const [apiKey, setApiKey] = useState('');

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApiKey('');
    notify.info(t('settings.publisherNotAvailable'));
  };

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <KeyRound aria-hidden="true" className="size-5 text-primary" />
            <CardTitle className="text-base">{t('settings.publishers')}</CardTitle>
          </div>
          <Badge variant="secondary">{t('settings.publisherInactive')}</Badge>
        </div>
        <CardDescription>{t('settings.publishersBody')}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <form onSubmit={onSubmit} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('settings.publisherApiKey')}
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              type="password"
              autoComplete="off"
              placeholder={t('settings.publisherApiKeyPlaceholder')}
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
            />
            <Button type="submit" disabled={apiKey.trim() === ''}>
              <Plus aria-hidden="true" />
              {t('settings.publisherAdd')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
