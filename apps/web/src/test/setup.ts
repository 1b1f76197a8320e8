// Shared setup for component tests (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadSpanish } from '@vigila/domain';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { registerCatalogue } from '@/lib/i18n/catalogues.ts';
import { useToasterNeeded } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { installMatchMedia, mediaState } from './media.ts';

installMatchMedia();
// The browser fetches the Spanish catalogue on demand; tests have it at once.
registerCatalogue('es', await loadSpanish());

// Lazy routes load their chunk on first use; on a busy 2-core CI machine that can take longer than the 1 s default
// of findBy*/waitFor. A longer ceiling only slows down a test that is failing anyway.
configure({ asyncUtilTimeout: 5000 });

// The web project shares one module graph per worker (isolate: false, vitest.config.ts): each file starts from the
// stores' first state, as a fresh page would, and leaves no stubbed global or fake clock to the next file.
beforeAll(() => {
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  usePreferences.setState(usePreferences.getInitialState(), true);
  useToasterNeeded.setState(useToasterNeeded.getInitialState(), true);
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  mediaState.width = 1280;
  mediaState.prefersDark = true;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});
