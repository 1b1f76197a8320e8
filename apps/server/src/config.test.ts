import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('loadConfig', () => {
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
