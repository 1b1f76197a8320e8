import type { Analyzer } from '../../analysis/analyzer.ts';
import type { AnalyzerResolver } from '../../analysis/org-analyzers.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * What the analysis-models module takes of the services, named here so the module never imports the composition root:
 * services.ts's AppServices satisfies it, and api-routes.ts / workers.ts hand AppServices in.
 */
export interface AnalysisModelsServices {
  config: Pick<AppConfig, 'analysis'>;
  database: Pick<Database, 'db'>;
  jobs: JobQueue;
  analyzer: Analyzer;
  analyzers: AnalyzerResolver;
}
