import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LanguageSelect } from '@/components/language-select.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { PREFERENCES_STORAGE_KEY, usePreferences } from '@/lib/preferences-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { testUser } from '@/test/render.tsx';
import { useAccountLanguage } from './account-preferences.ts';

function SignedInArea({ ready = true }: { ready?: boolean }) {
  useAccountLanguage(ready);
  return <LanguageSelect id="language" />;
}

const signIn = () => useAuthStore.getState().setAuth(testUser, 'token-1', Date.now() + 3_600_000);
const cached = () =>
  (JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as { state?: { language?: string } })
    .state?.language;

afterEach(() => {
  usePreferences.setState({ language: 'en' });
  useAuthStore.getState().setAuth(null, null);
  vi.unstubAllGlobals();
});

describe('the language follows the account (decision 0037)', () => {
  it('on sign-in in a browser that cached English, takes the Spanish the account chose elsewhere', async () => {
    usePreferences.setState({ language: 'en' });
    const api = mockApi({ 'GET /api/me/preferences': { body: { success: true, data: { language: 'es' } } } });
    signIn();
    render(<SignedInArea />);
    await waitFor(() => expect(usePreferences.getState().language).toBe('es'));
    expect(cached()).toBe('es');
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('es');
    expect(api.find('GET', '/api/me/preferences')).toHaveLength(1);
  });

  it('keeps the browser’s language when the account never chose one, and asks only once the session is checked', async () => {
    usePreferences.setState({ language: 'es' });
    const api = mockApi({ 'GET /api/me/preferences': { body: { success: true, data: { language: null } } } });
    signIn();
    const view = render(<SignedInArea ready={false} />);
    expect(api.find('GET', '/api/me/preferences')).toHaveLength(0);
    view.rerender(<SignedInArea ready />);
    await waitFor(() => expect(api.find('GET', '/api/me/preferences')).toHaveLength(1));
    expect(usePreferences.getState().language).toBe('es');
  });

  it('a choice is kept with the account as well as in the browser', async () => {
    const api = mockApi({
      'GET /api/me/preferences': { body: { success: true, data: { language: null } } },
      'PUT /api/me/preferences': { body: { success: true, data: { language: 'es' } } },
    });
    signIn();
    render(<SignedInArea />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'es' } });
    expect(usePreferences.getState().language).toBe('es');
    await waitFor(() => expect(api.find('PUT', '/api/me/preferences')).toHaveLength(1));
    expect(api.find('PUT', '/api/me/preferences')[0]?.body).toEqual({ language: 'es' });
  });
});
