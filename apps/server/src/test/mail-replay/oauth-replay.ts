import { createHash, randomBytes } from 'node:crypto';
import type { Handler, Reply, SeenRequest } from './replay-server.ts';

/**
 * An OAuth2 authorisation server as Microsoft's identity platform and Google's answer it: the authorize endpoint
 * redirects straight back with a code (the user "consented"), the token endpoint checks the client, the
 * redirect URI and the PKCE verifier, issues and refreshes tokens, and refuses like the real ones.
 */
export interface OAuthReplayOptions {
  style: 'microsoft' | 'google';
  authorizePath: string;
  tokenPath: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Seconds; the token endpoint's expires_in. */
  accessTokenLifetime?: number;
}

export interface OAuthReplay {
  handler: Handler;
  /** Whether the APIs should accept this bearer token. */
  accepts(authorization: string | undefined): boolean;
  /** The next authorisation ends with error=access_denied (the user clicked Cancel). */
  denyNext(): void;
  /** Every access token stops working (refresh still works). */
  expireAccessTokens(): void;
  /** Every token stops working, refresh tokens included (the user removed the app's access). */
  revokeAll(): void;
  grants: { authorizationCode: number; refreshToken: number };
}

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

export function oauthReplay(options: OAuthReplayOptions): OAuthReplay {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const grants = { authorizationCode: 0, refreshToken: 0 };
  let deny = false;
  const microsoft = options.style === 'microsoft';

  const refusal = (error: string, description: string, status = 400): Reply => ({
    status,
    body: microsoft
      ? { error, error_description: description, error_codes: [70000], timestamp: new Date().toISOString() }
      : { error, error_description: description },
  });

  const issue = (withRefresh: boolean): Reply => {
    const access = token(microsoft ? 'eyJ0eXAiOiJKV1Qi.' : 'ya29.a0');
    accessTokens.add(access);
    const refresh = withRefresh ? token(microsoft ? '0.AXEA' : '1//0g') : undefined;
    if (refresh) refreshTokens.add(refresh);
    const lifetime = options.accessTokenLifetime ?? 3599;
    return {
      status: 200,
      body: microsoft
        ? {
            token_type: 'Bearer',
            scope: options.scope,
            expires_in: lifetime,
            ext_expires_in: lifetime,
            access_token: access,
            refresh_token: refresh,
          }
        : {
            access_token: access,
            expires_in: lifetime,
            refresh_token: refresh,
            scope: options.scope,
            token_type: 'Bearer',
          },
    };
  };

  function authorize(request: SeenRequest): Reply {
    const q = request.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code') {
      return { status: 400, body: 'invalid request' };
    }
    const back = new URL(redirectUri);
    if (deny) {
      deny = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set(
        'error_description',
        'The user has denied access to the scope requested by the client application.',
      );
    } else {
      if (q.get('code_challenge_method') !== 'S256') return { status: 400, body: 'PKCE required' };
      const code = token(microsoft ? '0.AUoA' : '4/0A');
      codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri });
      back.searchParams.set('code', code);
      if (!microsoft) back.searchParams.set('scope', options.scope);
    }
    back.searchParams.set('state', q.get('state') ?? '');
    return { status: 302, headers: { location: back.toString() } };
  }

  function tokenEndpoint(request: SeenRequest): Reply {
    const form = new URLSearchParams(request.body);
    if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
      return refusal('invalid_client', 'Invalid client secret provided.', 401);
    }
    if (form.get('grant_type') === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!pending)
        return refusal('invalid_grant', 'The authorization code is invalid or was already redeemed.');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge) {
        return refusal('invalid_grant', 'The code_verifier does not match the code_challenge.');
      }
      if (form.get('redirect_uri') !== pending.redirectUri)
        return refusal('invalid_grant', 'redirect_uri mismatch');
      grants.authorizationCode += 1;
      return issue(true);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refresh)) return refusal('invalid_grant', 'Token has been expired or revoked.');
      grants.refreshToken += 1;
      if (microsoft) refreshTokens.delete(refresh); // Microsoft rotates refresh tokens; Google keeps them
      return issue(microsoft);
    }
    return refusal('unsupported_grant_type', 'The grant type is not supported.');
  }

  return {
    handler(request) {
      if (request.method === 'GET' && request.path === options.authorizePath) return authorize(request);
      if (request.method === 'POST' && request.path === options.tokenPath) return tokenEndpoint(request);
      return null;
    },
    accepts: (authorization) => accessTokens.has((authorization ?? '').replace(/^Bearer /, '')),
    denyNext: () => {
      deny = true;
    },
    expireAccessTokens: () => accessTokens.clear(),
    revokeAll: () => {
      accessTokens.clear();
      refreshTokens.clear();
    },
    grants,
  };
}
