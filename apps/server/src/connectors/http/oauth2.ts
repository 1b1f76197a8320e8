import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { HttpClient } from './http-client.ts';
import { HttpError } from './http-error.ts';

/** An OAuth2 client registration at one provider (RFC 6749 authorization-code grant, with PKCE, RFC 7636). */
export interface OAuth2Client {
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  /** Confidential web apps send it to the token endpoint; public clients rely on PKCE alone. */
  clientSecret: string | null;
  redirectUri: string;
  scopes: readonly string[];
  /** Provider specifics on the authorisation request (access_type, prompt, response_mode…). */
  authorizeParams?: Record<string, string>;
}

export interface OAuth2Tokens {
  accessToken: string;
  /** Null when the provider issued none (or kept the old one on refresh). */
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

/** The token endpoint refused (RFC 6749 §5.2); `invalid_grant` means the code or refresh token is dead. */
export class OAuth2Error extends Error {
  readonly error: string;
  constructor(error: string, description: string | null, options?: { cause?: unknown }) {
    super(description ? `${error}: ${description}` : error, options);
    this.name = 'OAuth2Error';
    this.error = error;
  }
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
});
const errorResponseSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** A random state or verifier: 32 bytes, base64url (43 characters, within PKCE's 43–128). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function authorizationUrl(
  client: OAuth2Client,
  request: { state: string; codeVerifier: string },
): string {
  const url = new URL(client.authorizeUrl);
  const params = {
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: client.scopes.join(' '),
    state: request.state,
    code_challenge: pkceChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
    ...client.authorizeParams,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

async function tokenRequest(
  http: HttpClient,
  client: OAuth2Client,
  grant: Record<string, string>,
  now: () => Date,
): Promise<OAuth2Tokens> {
  const form = new URLSearchParams({ client_id: client.clientId, ...grant });
  if (client.clientSecret) form.set('client_secret', client.clientSecret);
  let body: unknown;
  try {
    const response = await http.request({
      method: 'POST',
      url: client.tokenUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    body = response.json();
  } catch (error) {
    const refusal = error instanceof HttpError && error.body ? safeJson(error.body) : null;
    const parsed = errorResponseSchema.safeParse(refusal);
    if (parsed.success) {
      throw new OAuth2Error(parsed.data.error, parsed.data.error_description ?? null, { cause: error });
    }
    throw error;
  }
  const tokens = tokenResponseSchema.parse(body);
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: tokens.expires_in === undefined ? null : new Date(now().getTime() + tokens.expires_in * 1000),
    scope: tokens.scope ?? null,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function exchangeAuthorizationCode(
  http: HttpClient,
  client: OAuth2Client,
  request: { code: string; codeVerifier: string; now?: () => Date },
): Promise<OAuth2Tokens> {
  const grant = {
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: client.redirectUri,
    code_verifier: request.codeVerifier,
  };
  return tokenRequest(http, client, grant, request.now ?? (() => new Date()));
}

export function refreshAccessToken(
  http: HttpClient,
  client: OAuth2Client,
  request: { refreshToken: string; now?: () => Date },
): Promise<OAuth2Tokens> {
  const grant = {
    grant_type: 'refresh_token',
    refresh_token: request.refreshToken,
    scope: client.scopes.join(' '),
  };
  return tokenRequest(http, client, grant, request.now ?? (() => new Date()));
}
