import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('loadConfig', () => {
  it('limits sign-in, sign-up and uploads per minute, and trusts no proxy, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimits: {
        signInPerMinute: 10,
        signInPerAddressPerMinute: 30,
        signUpPerMinute: 5,
        uploadsPerMinute: 60,
      },
      trustProxy: false,
    });
    const tuned = loadConfig({
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '20',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '50',
      RATE_LIMIT_SIGN_UP_PER_MINUTE: '3',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '120',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(tuned).toMatchObject({
      rateLimits: {
        signInPerMinute: 20,
        signInPerAddressPerMinute: 50,
        signUpPerMinute: 3,
        uploadsPerMinute: 120,
      },
      trustProxy: '10.0.0.0/8, 127.0.0.1',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ RATE_LIMIT_UPLOADS_PER_MINUTE: '0' })).toThrow();
  });

  it('trusts the Vite dev server only when NODE_ENV is development (npm run dev)', () => {
    expect(loadConfig({}).development).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).development).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).development).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).development).toBe(true);
  });

  it('keeps PGlite data in data/ at the repository root, whatever the working directory', () => {
    expect(loadConfig({}).database).toEqual({ kind: 'pglite', dataDir: `${repositoryRoot}data` });
  });

  it('resolves an explicit DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'somewhere' }).database).toEqual({
      kind: 'pglite',
      dataDir: `${process.cwd()}/somewhere`,
    });
  });

  it('derives the embedded issuer and audience from PUBLIC_URL, or uses the outside ones', () => {
    const embedded = loadConfig({ PUBLIC_URL: 'https://vigila.example/' });
    expect(embedded.oidc).toMatchObject({
      embedded: true,
      issuer: 'https://vigila.example/oidc',
      audience: 'https://vigila.example/api',
    });
    const outside = loadConfig({ OIDC_ISSUER: 'https://t.auth0.com/', OIDC_AUDIENCE: 'https://api' });
    expect(outside.oidc).toMatchObject({
      embedded: false,
      issuer: 'https://t.auth0.com/',
      audience: 'https://api',
    });
  });
});
