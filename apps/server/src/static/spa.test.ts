import { describe, expect, it } from 'vitest';
import { isSpaRoute } from './spa.ts';

describe('isSpaRoute', () => {
  it('sends client-side routes to index.html', () => {
    for (const url of [
      '/',
      '/home',
      '/settings',
      '/cases/123',
      '/auth?code=x&state=y',
      '/literature/a%20b',
    ]) {
      expect(isSpaRoute('GET', url)).toBe(true);
    }
    expect(isSpaRoute('HEAD', '/settings')).toBe(true);
  });

  it('never answers API, identity-provider, file or non-GET requests with the SPA', () => {
    for (const url of ['/api', '/api/nope', '/oidc/auth', '/favicon.ico', '/assets/missing.js']) {
      expect(isSpaRoute('GET', url)).toBe(false);
    }
    expect(isSpaRoute('POST', '/settings')).toBe(false);
    expect(isSpaRoute('GET', '/apikeys')).toBe(true);
  });

  it('opens a page whose last segment has a dot when the browser navigates to it', () => {
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(isSpaRoute('GET', '/instagram/pharma.example?status=all', html)).toBe(true);
    expect(isSpaRoute('GET', '/literature/5.1%20mg', html)).toBe(true);
    expect(isSpaRoute('GET', '/instagram/pharma.example', '*/*')).toBe(false);
    for (const url of ['/api/reviews', '/oidc/auth', '/assets/missing.js']) {
      expect(isSpaRoute('GET', url, html)).toBe(false);
    }
  });
});
