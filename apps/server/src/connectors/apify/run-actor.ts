import type { HttpClient } from '../http/index.ts';
import { ApifyError, toApifyError } from './apify-error.ts';

/** Apify ids are `user~actor` in URLs; the store shows `user/actor`, so both are accepted. */
export const actorPath = (actorId: string) => encodeURIComponent(actorId.trim().replace('/', '~'));

/**
 * Runs an actor synchronously and returns its dataset items (POST …/run-sync-get-dataset-items). A POST starts a
 * paid run, so the shared client sends it again only on 429/503, when Apify did not start it.
 */
export async function runActor(http: HttpClient, actorId: string, input: object): Promise<unknown[]> {
  let text: string;
  try {
    const response = await http.request({
      method: 'POST',
      url: `v2/acts/${actorPath(actorId)}/run-sync-get-dataset-items`,
      query: { format: 'json' },
      json: input,
    });
    text = response.text();
  } catch (error) {
    throw toApifyError(error, actorId);
  }
  let items: unknown;
  try {
    items = JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApifyError(`Apify actor ${actorId} answered with unreadable data (not JSON)`, {
      kind: 'other',
      cause: error,
    });
  }
  if (!Array.isArray(items)) {
    throw new ApifyError(`Apify actor ${actorId} answered with something other than a list of items`, {
      kind: 'other',
    });
  }
  return items as unknown[];
}
