import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestIdFor } from './logging.ts';

const withHeader = (value?: string) =>
  ({ headers: value ? { 'x-request-id': value } : {} }) as Pick<IncomingMessage, 'headers'>;

describe('logging helpers', () => {
  it('removes codes and tokens from URLs and keeps the rest', () => {
    expect(redactUrl('/auth?code=abc123&state=xyz&iss=http%3A%2F%2Fx')).toBe(
      '/auth?code=[Redacted]&state=[Redacted]&iss=http%3A%2F%2Fx',
    );
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ.a.b&post_logout_redirect_uri=%2F')).toBe(
      '/oidc/session/end?id_token_hint=[Redacted]&post_logout_redirect_uri=%2F',
    );
    expect(redactUrl('/api/users/u1?decode=1')).toBe('/api/users/u1?decode=1');
  });

  it('reuses a plain incoming request id and replaces anything else with a UUID', () => {
    expect(requestIdFor(withHeader('req-42'))).toBe('req-42');
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdFor(withHeader())).toMatch(uuid);
    expect(requestIdFor(withHeader('bad id\nforged line'))).toMatch(uuid);
    expect(requestIdFor(withHeader('x'.repeat(200)))).toMatch(uuid);
  });
});
