import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from '@/components/ui/accordion.tsx';
import { PREFERENCES_STORAGE_KEY, usePreferences } from '@/lib/preferences-store.ts';
import { DocumentPreferences } from '@/lib/theme/document-preferences.tsx';
import { setMatchMedia } from '@/test/media.ts';
import { AppearanceSection } from './appearance-section.tsx';

function renderSection() {
  render(
    <Accordion type="multiple" defaultValue={['appearance']}>
      <DocumentPreferences />
      <AppearanceSection />
    </Accordion>,
  );
}

const saved = () =>
  (JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as { state?: { theme?: string } }).state;

afterEach(() => usePreferences.setState({ theme: 'dark', language: 'en' }));

describe('appearance: theme', () => {
  it('starts dark and cycles dark → system → light → dark, persisting each choice', () => {
    setMatchMedia({ prefersDark: false });
    renderSection();
    const button = () => screen.getByRole('button', { name: /^Current theme:/ });
    expect(button().textContent).toBe('Dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    fireEvent.click(button());
    expect(button().textContent).toBe('System (Light)');
    expect(saved()?.theme).toBe('system');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    fireEvent.click(button());
    expect(button().textContent).toBe('Light');
    expect(saved()?.theme).toBe('light');

    fireEvent.click(button());
    expect(button().textContent).toBe('Dark');
    expect(saved()?.theme).toBe('dark');
  });

  it('follows the operating-system preference live on System', () => {
    usePreferences.setState({ theme: 'system' });
    renderSection();
    expect(screen.getByRole('button', { name: /^Current theme:/ }).textContent).toBe('System (Dark)');
    act(() => setMatchMedia({ prefersDark: false }));
    expect(screen.getByRole('button', { name: /^Current theme:/ }).textContent).toBe('System (Light)');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

describe('appearance: language', () => {
  it('switches the catalogue and <html lang>, and persists the choice', () => {
    renderSection();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    expect(screen.getByText('Apariencia')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(
      (JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as { state: { language: string } })
        .state.language,
    ).toBe('es');
  });
});
