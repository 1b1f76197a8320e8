// Shared setup for component tests (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadSpanish } from '@vigila/domain';
import { registerCatalogue } from '@/lib/i18n/catalogues.ts';
import { installMatchMedia, mediaState } from './media.ts';

installMatchMedia();
// The browser fetches the Spanish catalogue on demand; tests have it at once.
registerCatalogue('es', await loadSpanish());

// Lazy routes load their chunk on first use; on a busy 2-core CI machine that can take longer than the 1 s default
// of findBy*/waitFor. A longer ceiling only slows down a test that is failing anyway.
configure({ asyncUtilTimeout: 5000 });

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
