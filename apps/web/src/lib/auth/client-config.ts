import { readClientConfig, type ClientConfig } from '@vigila/domain';

let pending: Promise<ClientConfig> | null = null;

/** GET /config.json once per page: the identity provider settings, so one build works with any provider. */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return readClientConfig(await response.json());
    })
    .catch((error: unknown) => {
      pending = null; // a later attempt may succeed (server restarting)
      throw error;
    });
  return pending;
}
