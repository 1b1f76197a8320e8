import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpRequest } from './http-client.ts';
import { HttpError } from './http-error.ts';
import {
  authorizationUrl,
  exchangeAuthorizationCode,
  OAuth2Error,
  pkceChallenge,
  randomToken,
  refreshAccessToken,
  type OAuth2Client,
} from './oauth2.ts';

const client: OAuth2Client = {
  authorizeUrl: 'https://login.example/oauth2/authorize?tenant=x',
  tokenUrl: 'https://login.example/oauth2/token',
  clientId: 'client-1',
  clientSecret: 'shh',
  redirectUri: 'https://vigila.example/api/mailboxes/gmail/callback',
  scopes: ['offline_access', 'Mail.Read'],
  authorizeParams: { prompt: 'consent' },
};

/** The form an OAuth2 call sent (token requests are application/x-www-form-urlencoded). */
function sentForm(request: HttpRequest | undefined): URLSearchParams {
  const body = request?.body;
  if (!(body instanceof URLSearchParams) && typeof body !== 'string') throw new Error('not a form body');
  return new URLSearchParams(body);
}

/** An HttpClient that records requests and answers from a function. */
function fakeHttp(answer: (request: HttpRequest) => unknown): { http: HttpClient; requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const value = answer(request);
      if (value instanceof Error) return Promise.reject(value);
      const body = Buffer.from(JSON.stringify(value));
      return Promise.resolve({
        status: 200,
        headers: new Headers(),
        url: request.url,
        body,
        text: () => body.toString(),
        json: () => value,
      });
    },
  };
  return { http, requests };
}

describe('OAuth2 helpers', () => {
  it('computes the PKCE S256 challenge of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
  });

  it('builds the authorisation URL with state, PKCE and the provider parameters', () => {
    const url = new URL(authorizationUrl(client, { state: 'st', codeVerifier: 'v'.repeat(43) }));
    expect(url.origin + url.pathname).toBe('https://login.example/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'x',
      client_id: 'client-1',
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: 'offline_access Mail.Read',
      state: 'st',
      code_challenge: pkceChallenge('v'.repeat(43)),
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
  });

  it('exchanges a code for tokens with the verifier and the client secret', async () => {
    const { http, requests } = fakeHttp(() => ({
      access_token: 'at',
      refresh_token: 'rt',
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'Mail.Read',
    }));
    const now = new Date('2026-01-01T00:00:00Z');
    const tokens = await exchangeAuthorizationCode(http, client, {
      code: 'c0de',
      codeVerifier: 'ver',
      now: () => now,
    });
    expect(tokens).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      expiresAt: new Date('2026-01-01T00:59:59Z'),
      scope: 'Mail.Read',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: client.tokenUrl });
    expect(Object.fromEntries(sentForm(requests[0]))).toEqual({
      client_id: 'client-1',
      client_secret: 'shh',
      grant_type: 'authorization_code',
      code: 'c0de',
      redirect_uri: client.redirectUri,
      code_verifier: 'ver',
    });
  });

  it('refreshes, keeping no refresh token when the provider sends none', async () => {
    const { http, requests } = fakeHttp(() => ({ access_token: 'at2', expires_in: '3600' }));
    const tokens = await refreshAccessToken(http, { ...client, clientSecret: null }, { refreshToken: 'rt' });
    expect(tokens.refreshToken).toBeNull();
    expect(tokens.accessToken).toBe('at2');
    const form = sentForm(requests[0]);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.has('client_secret')).toBe(false);
  });

  it('turns an RFC 6749 error answer into an OAuth2Error', async () => {
    const refusal = new HttpError({
      kind: 'status',
      method: 'POST',
      url: client.tokenUrl,
      attempts: 1,
      status: 400,
      body: '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}',
    });
    const { http } = fakeHttp(() => refusal);
    const error = await refreshAccessToken(http, client, { refreshToken: 'old' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuth2Error);
    expect(error).toMatchObject({
      error: 'invalid_grant',
      message: 'invalid_grant: Token has been expired or revoked.',
    });
  });

  it('rethrows failures that are not OAuth2 refusals', async () => {
    const outage = new HttpError({
      kind: 'status',
      method: 'POST',
      url: 'x',
      attempts: 4,
      status: 503,
      body: '<html>',
    });
    const { http } = fakeHttp(() => outage);
    await expect(refreshAccessToken(http, client, { refreshToken: 'rt' })).rejects.toBe(outage);
  });
});
