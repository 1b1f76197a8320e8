import type { Analyzer } from './analysis/analyzer.ts';
import { createAnalyzer } from './analysis/create-analyzer.ts';
import { orgModelAnalyzers, sameAnalyzerForAll, type AnalyzerResolver } from './analysis/org-analyzers.ts';
import { findActiveModel, findModelData, secondOpinionStore } from './modules/analysis-models/index.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { startJobQueue } from './jobs/pg-boss-queue.ts';
import type { JobLogger } from './jobs/queue-worker.ts';
import { openDiskBlobStore, type BlobStore } from './storage/blob-store.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { loadOrCreateKey } from './db/server-secrets.ts';
import { createTranscriber } from './transcription/create-transcriber.ts';
import type { Transcriber } from './transcription/transcriber.ts';
import { createEmbedder, type Embedder } from './modules/vector/index.ts';
import { refreshStaleObligationDues } from './modules/cases/index.ts';

/**
 * What the server is made of, built once by main.ts (or a test) and handed to the app and the job workers.
 * Routes and workers take what they need from it; nothing else constructs these.
 */
export interface AppServices {
  /** The settings the services were started with (modules read their own block, e.g. config.mailboxes). */
  config: AppConfig;
  database: Database;
  jobs: JobQueue;
  blobStore: BlobStore;
  analyzer: Analyzer;
  /** The analyser of each organisation: the ensemble with its own model when it has one. */
  analyzers: AnalyzerResolver;
  transcriber: Transcriber;
  /** The vector search's embedder: in process, or an OpenAI-compatible API (EMBEDDINGS_BASE_URL). */
  embedder: Embedder;
  /** HMAC key of the expiring /files links (kept in server_secrets, so links survive a restart). */
  blobSigningSecret: Buffer;
  /** Outgoing e-mail (invitations): SMTP when SMTP_URL is set, else the outbox table and a log line. */
  mailer: Mailer;
  /** Where background work reports (the jobs' logger). */
  log: JobLogger;
}

export const BLOB_SIGNING_SECRET_NAME = 'blob-signing-key';

export interface StartServicesOptions {
  log: JobLogger;
  /** Replace a service (tests: a deterministic analyser, a faster queue). */
  overrides?: Partial<Omit<AppServices, 'database' | 'config' | 'log'>>;
  jobs?: Partial<Parameters<typeof startJobQueue>[0]>;
}

/** Starts the services on an open database; `stop()` ends the job queue (the caller closes the database). */
export async function startServices(
  config: AppConfig,
  database: Database,
  options: StartServicesOptions,
): Promise<{ services: AppServices; stop: () => Promise<void> }> {
  // Configuration errors (an analyser or transcriber that cannot run) surface before any job starts.
  const analyzer =
    options.overrides?.analyzer ??
    createAnalyzer(config, { secondOpinions: secondOpinionStore(database.db) });
  const analyzers =
    options.overrides?.analyzers ??
    (config.analysis.analyzer === 'ensemble' && !options.overrides?.analyzer
      ? orgModelAnalyzers(analyzer, {
          activeModel: (orgId) => findActiveModel(database.db, orgId),
          loadModel: (orgId, id) => findModelData(database.db, orgId, id),
        })
      : sameAnalyzerForAll(analyzer));
  const transcriber = options.overrides?.transcriber ?? createTranscriber(config);
  const blobSigningSecret =
    options.overrides?.blobSigningSecret ?? (await loadOrCreateKey(database.db, BLOB_SIGNING_SECRET_NAME));
  // Cases whose obligation due date an older release computed, or none did (decision 0044): once, before any request.
  await refreshStaleObligationDues(database.db);
  const jobs =
    options.overrides?.jobs ?? (await startJobQueue({ database, log: options.log, ...options.jobs }));
  const services: AppServices = {
    config,
    database,
    jobs,
    blobStore: options.overrides?.blobStore ?? (await openDiskBlobStore(config.blobDir)),
    analyzer,
    analyzers,
    transcriber,
    embedder: options.overrides?.embedder ?? createEmbedder(config.embeddings),
    blobSigningSecret,
    mailer: options.overrides?.mailer ?? createMailer(config.mail, database.db, options.log),
    log: options.log,
  };
  return { services, stop: () => jobs.stop() };
}
