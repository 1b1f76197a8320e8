import { join, resolve } from 'node:path';
import { envSchema, type EnvSettings } from './config-env.ts';
import { REPOSITORY_ROOT } from './server-root.ts';
import type { DatabaseTarget } from './db/client.ts';

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  logLevel: EnvSettings['LOG_LEVEL'];
  database: DatabaseTarget;
  seedDemo: boolean;
  /** This process runs the background workers (RUN_WORKERS); `npm run worker` processes always do. */
  runWorkers: boolean;
  webDistDir: string;
  /** NODE_ENV=development (`npm run dev` only): the Vite dev server's origin is trusted for sign-in. */
  development: boolean;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For gives the client's address. */
  trustProxy: boolean | string;
  /** Attempts per minute before HTTP 429 (http/rate-limits.ts). */
  rateLimits: {
    signInPerMinute: number;
    signInPerAddressPerMinute: number;
    signUpPerMinute: number;
    uploadsPerMinute: number;
  };
  /** Uploaded files (audio, .eml): DATA_DIR/blobs — with DATABASE_URL too, where DATA_DIR holds only these. */
  blobDir: string;
  oidc: {
    /** true when this server runs its own provider at /oidc. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    scope: string;
    claims: { roles: string; orgs: string; orgId: string; orgName: string };
  };
  analysis: {
    analyzer: 'ensemble' | 'hybrid' | 'lexicon' | 'llm';
    /** Per-organisation retraining (ensemble): after this many new verdicts, and on this schedule (null: off). */
    retrain: { afterVerdicts: number; cron: string | null; trainingDir: string | null };
    /** Only read when analyzer is 'llm'; createAnalyzer() refuses to start without baseUrl and model. */
    llm: {
      baseUrl: string | null;
      apiKey: string | null;
      model: string | null;
      concurrency: number;
      timeoutMs: number;
      maxRetries: number;
    };
  };
  mailboxes: {
    microsoft: {
      authorityUrl: string;
      graphUrl: string;
      clientId: string | null;
      clientSecret: string | null;
    };
    gmail: {
      authUrl: string;
      tokenUrl: string;
      apiUrl: string;
      clientId: string | null;
      clientSecret: string | null;
    };
    /** Raw TOKEN_ENCRYPTION_KEY; modules/emails/token-cipher.ts decodes and checks it. */
    tokenEncryptionKey: string | null;
    /** Cron of the periodic sync of every connected mailbox; null: none. */
    syncCron: string | null;
  };
  /** Vector search: null baseUrl = the in-process embedder (decision 0022). */
  embeddings: { baseUrl: string | null; apiKey: string | null; model: string; timeoutMs: number };
  transcription: {
    engine: 'auto' | 'whisper' | 'pocketsphinx' | 'none';
    whisper: {
      baseUrl: string | null;
      apiKey: string | null;
      model: string;
      timeoutMs: number;
      maxRetries: number;
    };
    pocketsphinx: { binary: string; modelDir: string };
  };
  /** Outside APIs of the monitored sources; a null key or token means that connector is not set up. */
  sources: {
    pubmed: { baseUrl: string | null; apiKey: string | null; email: string | null };
    ibecs: { baseUrl: string | null; apiKey: string | null };
    youtube: { baseUrl: string | null; apiKey: string | null };
    apify: {
      baseUrl: string | null;
      token: string | null;
      /** The comments actor, and the actor that lists a profile's recent posts. */
      instagramActor: string | null;
      instagramPostsActor: string | null;
      amazonActor: string | null;
      amazonDomain: string;
    };
    /** Cron of each schedule a source can be on. */
    syncCron: { daily: string; weekly: string };
  };
  /** Outgoing e-mail: smtpUrl null means the outbox (mail/create-mailer.ts). */
  mail: { smtpUrl: string | null; from: string };
}

const DEFAULT_WEB_DIST = join(REPOSITORY_ROOT, 'apps', 'web', 'dist');
// `npm start` (repository root) and `npm run start -w @vigila/server` (cwd apps/server) must share one data dir.
const DEFAULT_DATA_DIR = join(REPOSITORY_ROOT, 'data');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const embedded = parsed.OIDC_ISSUER === undefined;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    logLevel: parsed.LOG_LEVEL,
    database: parsed.DATABASE_URL
      ? { kind: 'postgres', url: parsed.DATABASE_URL }
      : { kind: 'pglite', dataDir: parsed.DATA_DIR ? resolve(parsed.DATA_DIR) : DEFAULT_DATA_DIR },
    seedDemo: parsed.SEED_DEMO,
    runWorkers: parsed.RUN_WORKERS,
    blobDir: join(parsed.DATA_DIR ? resolve(parsed.DATA_DIR) : DEFAULT_DATA_DIR, 'blobs'),
    webDistDir: parsed.WEB_DIST_DIR ? resolve(parsed.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    development: parsed.NODE_ENV === 'development',
    trustProxy: parsed.TRUST_PROXY,
    rateLimits: {
      signInPerMinute: parsed.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      signInPerAddressPerMinute: parsed.RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE,
      signUpPerMinute: parsed.RATE_LIMIT_SIGN_UP_PER_MINUTE,
      uploadsPerMinute: parsed.RATE_LIMIT_UPLOADS_PER_MINUTE,
    },
    oidc: {
      embedded,
      issuer: parsed.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      clientId: parsed.OIDC_CLIENT_ID,
      audience: parsed.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      scope: parsed.OIDC_SCOPE,
      claims: {
        roles: parsed.OIDC_ROLES_CLAIM,
        orgs: parsed.OIDC_ORGS_CLAIM,
        orgId: parsed.OIDC_ORG_ID_CLAIM,
        orgName: parsed.OIDC_ORG_NAME_CLAIM,
      },
    },
    analysis: {
      analyzer: parsed.ANALYZER,
      retrain: {
        afterVerdicts: parsed.ANALYSIS_RETRAIN_AFTER_VERDICTS,
        cron: parsed.ANALYSIS_RETRAIN_CRON.trim() === '' ? null : parsed.ANALYSIS_RETRAIN_CRON.trim(),
        trainingDir: parsed.ANALYSIS_TRAINING_DIR ?? null,
      },
      llm: {
        baseUrl: parsed.LLM_BASE_URL ?? null,
        apiKey: parsed.LLM_API_KEY ?? null,
        model: parsed.LLM_MODEL ?? null,
        concurrency: parsed.LLM_CONCURRENCY,
        timeoutMs: parsed.LLM_TIMEOUT_MS,
        maxRetries: parsed.LLM_MAX_RETRIES,
      },
    },
    mailboxes: {
      microsoft: {
        authorityUrl: parsed.MS_AUTHORITY_URL.replace(/\/$/, ''),
        graphUrl: parsed.MS_GRAPH_URL.replace(/\/$/, ''),
        clientId: parsed.MS_CLIENT_ID ?? null,
        clientSecret: parsed.MS_CLIENT_SECRET ?? null,
      },
      gmail: {
        authUrl: parsed.GOOGLE_AUTH_URL,
        tokenUrl: parsed.GOOGLE_TOKEN_URL,
        apiUrl: parsed.GMAIL_API_URL.replace(/\/$/, ''),
        clientId: parsed.GOOGLE_CLIENT_ID ?? null,
        clientSecret: parsed.GOOGLE_CLIENT_SECRET ?? null,
      },
      tokenEncryptionKey: parsed.TOKEN_ENCRYPTION_KEY ?? null,
      syncCron: parsed.MAILBOX_SYNC_CRON.trim() || null,
    },
    embeddings: {
      baseUrl: parsed.EMBEDDINGS_BASE_URL ?? null,
      apiKey: parsed.EMBEDDINGS_API_KEY || null,
      model: parsed.EMBEDDINGS_MODEL,
      timeoutMs: parsed.EMBEDDINGS_TIMEOUT_MS,
    },
    transcription: {
      engine: parsed.TRANSCRIBER,
      whisper: {
        baseUrl: parsed.WHISPER_BASE_URL ?? null,
        apiKey: parsed.WHISPER_API_KEY ?? null,
        model: parsed.WHISPER_MODEL,
        timeoutMs: parsed.WHISPER_TIMEOUT_MS,
        maxRetries: parsed.WHISPER_MAX_RETRIES,
      },
      pocketsphinx: { binary: parsed.POCKETSPHINX_BIN, modelDir: parsed.POCKETSPHINX_MODEL_DIR },
    },
    sources: {
      pubmed: {
        baseUrl: parsed.PUBMED_BASE_URL ?? null,
        apiKey: parsed.PUBMED_API_KEY || null,
        email: parsed.PUBMED_EMAIL || null,
      },
      ibecs: { baseUrl: parsed.IBECS_BASE_URL ?? null, apiKey: parsed.IBECS_API_KEY || null },
      youtube: { baseUrl: parsed.YOUTUBE_API_BASE_URL ?? null, apiKey: parsed.YOUTUBE_API_KEY || null },
      apify: {
        baseUrl: parsed.APIFY_BASE_URL ?? null,
        token: parsed.APIFY_TOKEN || null,
        instagramActor: parsed.APIFY_INSTAGRAM_ACTOR || null,
        instagramPostsActor: parsed.APIFY_INSTAGRAM_POSTS_ACTOR || null,
        amazonActor: parsed.APIFY_AMAZON_ACTOR || null,
        amazonDomain: parsed.AMAZON_DOMAIN,
      },
      syncCron: { daily: parsed.SOURCE_SYNC_CRON_DAILY, weekly: parsed.SOURCE_SYNC_CRON_WEEKLY },
    },
    mail: { smtpUrl: parsed.SMTP_URL || null, from: parsed.MAIL_FROM },
  };
}
