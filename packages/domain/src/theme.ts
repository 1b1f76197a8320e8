import { THEMES, type Theme } from './constants.ts';

/** The theme button cycles light → dark → system → light (SPEC §2.4). */
export function nextTheme(current: Theme): Theme {
  const index = THEMES.indexOf(current);
  return THEMES[(index + 1) % THEMES.length] ?? 'light';
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  switch (theme) {
    case 'light':
    case 'dark':
      return theme;
    case 'system':
      return systemPrefersDark ? 'dark' : 'light';
  }
}
