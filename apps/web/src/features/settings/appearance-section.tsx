import { useId } from 'react';
import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { LANGUAGES, nextTheme, type Language, type Theme } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { usePreferences } from '@/lib/preferences-store.ts';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { usePreferencesHydrated, useResolvedTheme } from '@/lib/theme/use-theme.ts';
import { SettingsSection } from './settings-section.tsx';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function themeLabel(t: Translate, theme: Theme, resolved: 'light' | 'dark'): string {
  switch (theme) {
    case 'light':
      return t('settings.themeLight');
    case 'dark':
      return t('settings.themeDark');
    case 'system':
      return t('settings.themeSystemResolved', {
        resolved: resolved === 'dark' ? t('settings.themeDark') : t('settings.themeLight'),
      });
  }
}

import { LANGUAGE_LABELS } from '@/lib/language-labels.ts';

/** Theme (cycles light → dark → system) and language, both persisted (SPEC §2.4). */
export function AppearanceSection() {
  const t = useT();
  const ids = { themeHint: useId(), language: useId(), languageHint: useId() };
  const hydrated = usePreferencesHydrated();
  const { theme, setTheme, language, setLanguage } = usePreferences();
  const resolved = useResolvedTheme();
  const Icon = THEME_ICONS[theme];
  const current = themeLabel(t, theme, resolved);

  return (
    <SettingsSection
      value="appearance"
      icon={Palette}
      title={t('settings.appearance')}
      description={t('settings.appearanceBody')}
    >
      <div className="divide-y">
        <div className="flex flex-wrap items-center justify-between gap-4 pb-5">
          <div>
            <h3 className="text-sm font-medium">{t('settings.theme')}</h3>
            <p id={ids.themeHint} className="text-sm text-muted-foreground">
              {t('settings.themeHint')}
            </p>
          </div>
          <Button
            variant="outline"
            className="min-w-40 justify-start"
            aria-describedby={ids.themeHint}
            aria-label={hydrated ? t('settings.themeCurrent', { theme: current }) : t('app.loading')}
            disabled={!hydrated}
            onClick={() => setTheme(nextTheme(theme))}
          >
            {hydrated ? (
              <>
                <Icon aria-hidden="true" />
                <span>{current}</span>
              </>
            ) : (
              t('app.loading')
            )}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 pt-5">
          <div>
            <label htmlFor={ids.language} className="text-sm font-medium">
              {t('settings.language')}
            </label>
            <p id={ids.languageHint} className="text-sm text-muted-foreground">
              {t('settings.languageHint')}
            </p>
          </div>
          <select
            id={ids.language}
            aria-describedby={ids.languageHint}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className="h-9 min-w-40 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(LANGUAGE_LABELS[code])}
              </option>
            ))}
          </select>
        </div>
      </div>
    </SettingsSection>
  );
}
