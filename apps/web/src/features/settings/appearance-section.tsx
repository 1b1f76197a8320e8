import { useId } from 'react';
import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { nextTheme, type Theme } from '@vigila/domain';
import { LanguageSelect } from '@/components/language-select.tsx';
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

/** Theme (cycles light → dark → system) and language, both persisted (SPEC §2.4). */
export function AppearanceSection() {
  const t = useT();
  const ids = { themeHint: useId(), language: useId(), languageHint: useId() };
  const hydrated = usePreferencesHydrated();
  const { theme, setTheme } = usePreferences();
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
          <LanguageSelect id={ids.language} describedBy={ids.languageHint} className="min-w-40" />
        </div>
      </div>
    </SettingsSection>
  );
}
