import type { SyncSchedule } from '@vigila/domain';
import { createApifyClient, type ApifyClient } from '../../connectors/apify/index.ts';
import type { HttpClientOptions } from '../../connectors/http/index.ts';
import { createIbecsClient, type IbecsClient } from '../../connectors/ibecs/index.ts';
import { createPubMedClient, type PubMedClient } from '../../connectors/pubmed/index.ts';
import { createYoutubeClient, type YoutubeClient } from '../../connectors/youtube/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/** The outside APIs of the monitored sources; null where the server lacks the credential the API needs. */
export interface SourceConnectors {
  pubmed: PubMedClient;
  ibecs: IbecsClient | null;
  youtube: YoutubeClient | null;
  /** Instagram and Amazon, through Apify actors. */
  apify: ApifyClient | null;
}

/**
 * What the sources module takes of the services, named here so the module never imports the composition root:
 * services.ts's SourcesServices satisfies it, and api-routes.ts / workers.ts hand SourcesServices in.
 */
export interface SourcesServices {
  config: Pick<AppConfig, 'sources'>;
  database: Pick<Database, 'db'>;
  jobs: JobQueue;
}

/** What the monitored-source services use, built once per process from the app services. */
export interface SourcesDeps {
  db: Db;
  jobs: JobQueue;
  connectors: SourceConnectors;
  /** Cron of each schedule but 'off'. */
  syncCron: Record<Exclude<SyncSchedule, 'off'>, string>;
  now: () => Date;
}

// A sync runs inside an API request (the add forms wait for it) or a job: 30 s per attempt, 3 retries, and a
// Retry-After up to a minute is waited out; a longer one fails the sync with "try again later".
const HTTP: Omit<HttpClientOptions, 'baseUrl'> = { timeoutMs: 30_000, maxRetries: 3, maxDelayMs: 60_000 };

const built = new WeakMap<SourcesServices, SourcesDeps>();

/** The clients every source uses, from config.sources (base URLs can point at a local replay server). */
export function sourceConnectors(
  config: AppConfig['sources'],
  http: Omit<HttpClientOptions, 'baseUrl'> = HTTP,
): SourceConnectors {
  const { pubmed, ibecs, youtube, apify } = config;
  return {
    pubmed: createPubMedClient({
      ...(pubmed.baseUrl ? { baseUrl: pubmed.baseUrl } : {}),
      ...(pubmed.apiKey ? { apiKey: pubmed.apiKey } : {}),
      ...(pubmed.email ? { email: pubmed.email } : {}),
      tool: 'vigila',
      http,
    }),
    ibecs: ibecs.apiKey
      ? createIbecsClient({
          apiKey: ibecs.apiKey,
          ...(ibecs.baseUrl ? { baseUrl: ibecs.baseUrl } : {}),
          http,
        })
      : null,
    youtube: youtube.apiKey
      ? createYoutubeClient({
          apiKey: youtube.apiKey,
          ...(youtube.baseUrl ? { baseUrl: youtube.baseUrl } : {}),
          http,
        })
      : null,
    apify: apify.token
      ? createApifyClient({
          token: apify.token,
          amazonDomain: apify.amazonDomain,
          ...(apify.baseUrl ? { baseUrl: apify.baseUrl } : {}),
          ...(apify.instagramActor ? { instagramActor: apify.instagramActor } : {}),
          ...(apify.instagramPostsActor ? { instagramPostsActor: apify.instagramPostsActor } : {}),
          ...(apify.amazonActor ? { amazonActor: apify.amazonActor } : {}),
          // An actor's synchronous run may take up to 300 s: the client's own timeout covers it.
          http: { maxRetries: HTTP.maxRetries, maxDelayMs: HTTP.maxDelayMs },
        })
      : null,
  };
}

/** One set per process: routes and the sync-source worker share the clients, and so their request spacing. */
export function sourcesDeps(services: SourcesServices): SourcesDeps {
  const existing = built.get(services);
  if (existing) return existing;
  const deps: SourcesDeps = {
    db: services.database.db,
    jobs: services.jobs,
    connectors: sourceConnectors(services.config.sources),
    syncCron: services.config.sources.syncCron,
    now: () => new Date(),
  };
  built.set(services, deps);
  return deps;
}
