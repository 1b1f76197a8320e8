// Shared setup for component tests (jsdom).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia, mediaState } from './media.ts';

installMatchMedia();

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
