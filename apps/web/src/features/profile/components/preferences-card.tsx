import { useId, useMemo } from 'react';
import { LanguageSelect } from '@/components/language-select.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { knownTimeZones } from '@/lib/time-zone.ts';

const SELECT_CLASS =
  'h-9 w-full max-w-80 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';
/** The option that follows the browser's zone (stored as null). */
const BROWSER_ZONE = '';

/** The interface language and the time zone dates are shown in, kept in this browser with the theme. */
export function PreferencesCard() {
  const t = useT();
  const ids = { language: useId(), languageHint: useId(), zone: useId(), zoneHint: useId() };
  const { timeZone, setTimeZone } = usePreferences();
  const zones = useMemo(() => knownTimeZones(), []);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.preferencesTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1.5">
          <label htmlFor={ids.language} className="text-sm font-medium">
            {t('settings.language')}
          </label>
          <p id={ids.languageHint} className="text-sm text-muted-foreground">
            {t('settings.languageHint')}
          </p>
          <LanguageSelect id={ids.language} describedBy={ids.languageHint} className="w-full max-w-80" />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.zone} className="text-sm font-medium">
            {t('profile.timeZone')}
          </label>
          <p id={ids.zoneHint} className="text-sm text-muted-foreground">
            {t('profile.timeZoneHint')}
          </p>
          <select
            id={ids.zone}
            aria-describedby={ids.zoneHint}
            value={timeZone ?? BROWSER_ZONE}
            onChange={(event) => setTimeZone(event.target.value === BROWSER_ZONE ? null : event.target.value)}
            className={SELECT_CLASS}
          >
            <option value={BROWSER_ZONE}>{t('profile.timeZoneBrowser', { zone: browserZone })}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
      </CardContent>
    </Card>
  );
}
