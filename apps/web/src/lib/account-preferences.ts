import { useEffect } from 'react';
import { userAddresses, type Language } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { usePreferences } from '@/lib/preferences-store.ts';

/**
 * The interface language lives with the account (PUT /me/preferences, decision 0037); the browser's persisted
 * preferences are its cache. A failed save keeps the choice in this browser and says so in the console only: the
 * language already changed on screen, and the next choice saves again.
 */
export function chooseLanguage(language: Language): void {
  usePreferences.getState().setLanguage(language);
  apiCall(userAddresses.savePreferences, { body: { language } }).catch((error: unknown) =>
    console.error('The language choice could not be kept with the account', error),
  );
}

/**
 * Once the session is checked on entering the signed-in area, and again when another user signs in: the account's language replaces the
 * browser's cached one, so a sign-in on another browser speaks the language chosen elsewhere. An account that never
 * chose keeps the browser's.
 */
export function useAccountLanguage(sessionReady: boolean): void {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId || !sessionReady) return;
    const controller = new AbortController();
    apiCall(userAddresses.preferences, { signal: controller.signal }).then(
      ({ data }) => {
        if (data.language && data.language !== usePreferences.getState().language) {
          usePreferences.getState().setLanguage(data.language);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('The account’s preferences could not be read', error);
      },
    );
    return () => controller.abort();
  }, [userId, sessionReady]);
}
