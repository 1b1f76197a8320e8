import { z } from 'zod';

/** Fastify's trustProxy: every proxy (true), none (false), or the proxies' addresses or subnets. */
function parseTrustProxy(value: string): boolean | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  return trimmed === 'true' ? true : trimmed;
}

/**
 * Every setting the server reads, from the environment, with its default. The README's configuration table
 * lists the same variables; keep them in step.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address browsers use to reach this server; the embedded issuer and redirect URIs derive from it. */
  PUBLIC_URL: z.url().optional(),
  /** Relative values resolve against the working directory; unset, it is `data/` at the repository root. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Whether this server process also runs the background workers. `false` when separate `npm run worker`
   * processes do the jobs (PostgreSQL only: the embedded database belongs to one process).
   */
  RUN_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Set to use an outside OpenID Connect provider instead of the embedded one. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('vigila-web'),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_SCOPE: z.string().default('openid profile email offline_access read:organizations'),
  OIDC_ROLES_CLAIM: z.string().default('roles'),
  OIDC_ORGS_CLAIM: z.string().default('orgs'),
  OIDC_ORG_ID_CLAIM: z.string().default('org_id'),
  OIDC_ORG_NAME_CLAIM: z.string().default('org_name'),
  /** Directory of the built SPA; served at / when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Behind a reverse proxy: `true` (trust X-Forwarded-For) or its addresses (comma-separated, CIDR allowed), so
   * the rate limits see the client's address rather than the proxy's.
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /**
   * `development` only under `npm run dev`: the Vite dev server (http://localhost:5173) may then sign in against
   * the embedded provider (redirect URI, CORS, the sign-in form's CSP form-action). Any other value: production.
   */
  NODE_ENV: z.string().optional(),

  // ── Rate limits: attempts per minute; a team at work never meets them (HTTP 429 with Retry-After) ──
  /** Sign-in form posts per client address and e-mail address. */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Sign-in form posts per client address, whatever e-mail address is typed (password spraying). */
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Sign-up form posts (accepting an invitation) per client address. */
  RATE_LIMIT_SIGN_UP_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** E-mail and recording uploads per user. */
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),

  // ── Analysis: which analyser flags items, and the OpenAI-compatible chat endpoint the `llm` one calls ──
  ANALYZER: z.enum(['ensemble', 'hybrid', 'lexicon', 'llm']).default('ensemble'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Requests in flight at once per server process. */
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** New Train AI verdicts that start an organisation's retraining on their own (ensemble only). */
  ANALYSIS_RETRAIN_AFTER_VERDICTS: z.coerce.number().int().min(1).default(50),
  /** When organisations with verdicts not yet learned from are retrained (cron); empty: only on request and count. */
  ANALYSIS_RETRAIN_CRON: z.string().default('30 2 * * *'),
  /** The written channel texts organisations' models learn from besides their verdicts (JSONL files). */
  ANALYSIS_TRAINING_DIR: z.string().optional(),

  // ── Mailboxes: OAuth2 apps and endpoints of Microsoft 365 (Graph) and Gmail; a provider without a client id is off ──
  MS_AUTHORITY_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0'),
  MS_GRAPH_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  MS_CLIENT_ID: z.string().optional(),
  MS_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GMAIL_API_URL: z.url().default('https://gmail.googleapis.com/gmail/v1'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** 32 bytes, base64 or hex, that encrypt mailbox tokens; unset, a key is generated into server_secrets. */
  TOKEN_ENCRYPTION_KEY: z.string().optional(),
  /** When connected mailboxes are synced on their own (cron); empty: only when someone asks. */
  MAILBOX_SYNC_CRON: z.string().default('*/15 * * * *'),

  // ── Vector search (decision 0022): the in-process embedder unless an OpenAI-compatible /embeddings API is set ──
  /** An OpenAI-compatible API base offering POST {base}/embeddings, e.g. https://api.openai.com/v1. */
  EMBEDDINGS_BASE_URL: z.url().optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().default('text-embedding-3-small'),
  EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),

  // ── Transcription of call recordings: auto = whisper when WHISPER_BASE_URL is set, else pocketsphinx when installed ──
  TRANSCRIBER: z.enum(['auto', 'whisper', 'pocketsphinx', 'none']).default('auto'),
  /** An OpenAI-compatible API base offering POST {base}/audio/transcriptions, e.g. https://api.openai.com/v1. */
  WHISPER_BASE_URL: z.url().optional(),
  WHISPER_API_KEY: z.string().optional(),
  WHISPER_MODEL: z.string().default('whisper-1'),
  WHISPER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  WHISPER_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** The Debian `pocketsphinx` CLI (a name on PATH or an absolute path) and its `pocketsphinx-en-us` model. */
  POCKETSPHINX_BIN: z.string().default('pocketsphinx_continuous'),
  POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),

  // ── Monitored sources: literature databases, YouTube Data API and Apify actors (Instagram, Amazon) ──
  PUBMED_BASE_URL: z.url().optional(),
  /** Optional: raises NCBI's limit from 3 to 10 requests per second. */
  PUBMED_API_KEY: z.string().optional(),
  /** NCBI asks callers to give a contact address with every request. */
  PUBMED_EMAIL: z.string().optional(),
  IBECS_BASE_URL: z.url().optional(),
  /** The BVS search API key; unset, IBECS searches answer that IBECS is not configured. */
  IBECS_API_KEY: z.string().optional(),
  YOUTUBE_API_BASE_URL: z.url().optional(),
  /** Unset, the YouTube panel is setup-required. */
  YOUTUBE_API_KEY: z.string().optional(),
  APIFY_BASE_URL: z.url().optional(),
  /** Unset, the Instagram and Amazon panels are setup-required. */
  APIFY_TOKEN: z.string().optional(),
  /** Actor ids (`user~actor`); unset, the Apify client's defaults (see connectors/apify). */
  APIFY_INSTAGRAM_ACTOR: z.string().optional(),
  APIFY_INSTAGRAM_POSTS_ACTOR: z.string().optional(),
  APIFY_AMAZON_ACTOR: z.string().optional(),
  /** The Amazon store reviews are read from (SPEC §9: the Spanish store). */
  AMAZON_DOMAIN: z.string().default('amazon.es'),
  /** When sources on the daily and on the weekly schedule are synced (cron, server time). */
  SOURCE_SYNC_CRON_DAILY: z.string().default('0 5 * * *'),
  SOURCE_SYNC_CRON_WEEKLY: z.string().default('0 6 * * 1'),

  // ── Outgoing e-mail (invitations): SMTP when SMTP_URL is set, else an outbox table and a log line ──
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465 (nodemailer's connection URL). */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Vigila <no-reply@vigila.invalid>'),
});

export type EnvSettings = z.infer<typeof envSchema>;
