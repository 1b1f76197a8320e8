import { benchEnsembleThroughput } from './analysis/ensemble-throughput.ts';
import { benchCaseApi } from './cases/case-api.ts';
import { benchE2bBuildCheck } from './cases/e2b-build-check.ts';
import { benchDuplicateFinderQuality } from './cases/duplicate-finder-quality.ts';
import { benchE2bGeneration } from './cases/e2b-generation.ts';
import { benchColdStart } from './foundation/cold-start.ts';
import { benchHomeCall } from './home/home-call.ts';
import { benchPsurTables } from './psur/psur-tables.ts';
import { benchCsvExport } from './reports/custom-report-export.ts';
import { benchAuthBundleSize } from './foundation/auth-bundle-size.ts';
import { benchListScrollFps } from './foundation/list-scroll-fps.ts';
import { benchRouteJsSize } from './foundation/route-js-size.ts';
import { benchTranscriptionWer } from './recordings/wer.ts';
import { benchIngestAnalyse } from './review/ingest-analyse.ts';
import { benchListLatency } from './review/list-latency.ts';
import { benchListScale } from './review/list-scale.ts';
import { benchHostileUploads } from './review/hostile-uploads.ts';
import { benchLoad } from './review/load.ts';
import { benchRequestOverhead } from './review/request-overhead.ts';
import { benchSourceIngest } from './sources/ingest-throughput.ts';
import { benchPubmedRequests } from './sources/pubmed-requests.ts';
import { benchNegationRecall } from './vector/negation-recall.ts';
import { benchVectorSearch } from './vector/vector-search.ts';

// `npm run bench` runs every benchmark (or those named on the command line) and prints where each result went.
const benchmarks: Record<string, () => Promise<string>> = {
  'cold-start': () => benchColdStart(),
  'auth-bundle-size': () => benchAuthBundleSize(),
  'web-route-js': () => benchRouteJsSize(),
  'web-scroll-fps': () => benchListScrollFps(),
  'transcription-wer': () => benchTranscriptionWer(),
  'review-ingest-analyse': () => benchIngestAnalyse(),
  'review-list-latency': () => benchListLatency(),
  'review-list-scale': () => benchListScale(),
  'review-load': () => benchLoad(),
  'review-hostile-uploads': () => benchHostileUploads(),
  'review-request-overhead': () => benchRequestOverhead(),
  'sources-pubmed-requests': () => benchPubmedRequests(),
  'sources-ingest-throughput': () => benchSourceIngest(),
  'cases-e2b-generation': () => benchE2bGeneration(),
  'cases-e2b-build-check': () => benchE2bBuildCheck(),
  'cases-api': () => benchCaseApi(),
  'cases-duplicate-finder-quality': () => benchDuplicateFinderQuality(),
  'analysis-ensemble-throughput': () => benchEnsembleThroughput(),
  'home-call': () => benchHomeCall(),
  'psur-tables': () => benchPsurTables(),
  'csv-export': () => benchCsvExport(),
  'vector-search': () => benchVectorSearch(),
  'vector-negation-recall': () => Promise.resolve(benchNegationRecall()),
};

const selected = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (selected.length > 0 && !selected.includes(name)) continue;
  console.log(`bench ${name}…`);
  console.log(`  → ${await run()}`);
}
