import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from './client-config.ts';
import { readClientConfig } from './read-client-config.ts';

const config = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'vigila-web',
  audience: 'vigila-api',
  scope: 'openid profile email',
  rolesClaim: 'roles',
  orgsClaim: 'orgs',
  orgIdClaim: 'org_id',
  orgNameClaim: 'org_name',
};

/** The zod-free reading must accept and refuse what the schema the server writes the file with does. */
describe('readClientConfig', () => {
  it('reads what the schema reads, without unknown fields', () => {
    const withExtra = { ...config, extra: 1 };
    expect(readClientConfig(withExtra)).toEqual(clientConfigSchema.parse(withExtra));
  });

  it.each([
    ['no object', null],
    ['an issuer that is no URL', { ...config, issuer: 'not a url' }],
    ['a missing field', { ...config, scope: undefined }],
    ['a field that is no string', { ...config, orgIdClaim: 3 }],
  ])('refuses %s, as the schema does', (_case, value) => {
    expect(clientConfigSchema.safeParse(value).success).toBe(false);
    expect(() => readClientConfig(value)).toThrow(/config\.json/);
  });
});
