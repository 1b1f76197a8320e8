import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const THEMES = ['dark', 'light'] as const;
export type TestTheme = (typeof THEMES)[number];

/** WCAG 2.1 A/AA violations of serious or critical impact on the page as it is now. */
export async function seriousViolations(page: Page) {
  await toastsGone(page);
  await finiteAnimationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Waits until no finite animation or transition is running: a toast fading in or out is half transparent, and axe
 * would measure the contrast of a frame the user never reads. Endless animations (spinners) are left out.
 */
async function finiteAnimationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Waits until no notification is on screen. A toast that appears or leaves while axe runs is caught half
 * transparent, and axe reports a contrast the user never reads; toasts leave by themselves within seconds. The
 * pointer moves off them first: a toast under the pointer stays.
 */
async function toastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
}

export const LANGUAGES = ['en', 'es'] as const;
export type TestLanguage = (typeof LANGUAGES)[number];

/**
 * The theme (and interface language, English unless named) the next page load starts with: the app reads both from
 * its persisted preferences.
 */
export async function useTheme(page: Page, theme: TestTheme, language: TestLanguage = 'en') {
  await page.addInitScript(
    ({ theme: chosenTheme, language: chosenLanguage }) => {
      localStorage.setItem(
        'vigila-preferences',
        JSON.stringify({ state: { theme: chosenTheme, language: chosenLanguage }, version: 0 }),
      );
    },
    { theme, language },
  );
}
