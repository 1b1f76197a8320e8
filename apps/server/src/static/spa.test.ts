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
});
