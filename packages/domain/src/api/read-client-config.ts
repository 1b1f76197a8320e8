import type { ClientConfig } from './client-config.ts';

const TEXT_FIELDS = [
  'clientId',
  'audience',
  'scope',
  'rolesClaim',
  'orgsClaim',
  'orgIdClaim',
  'orgNameClaim',
] as const satisfies readonly Exclude<keyof ClientConfig, 'issuer'>[];

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser's reading of GET /config.json: the checks of `clientConfigSchema` written as plain code, because the
 * shell reads the file on every first visit and zod (25 KB gzipped) would otherwise be part of every page. Unknown
 * fields are dropped, as the schema does. The server builds the file with the schema itself.
 */
export function readClientConfig(value: unknown): ClientConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json: not an object');
  const fields = value as Record<string, unknown>;
  if (!isUrl(fields.issuer)) throw new Error('config.json: issuer is not a URL');
  const config: Record<string, string> = { issuer: fields.issuer };
  for (const name of TEXT_FIELDS) {
    const text = fields[name];
    if (typeof text !== 'string') throw new Error(`config.json: ${name} is not a string`);
    config[name] = text;
  }
  return config as ClientConfig;
}
