import { parseArgs } from 'node:util';
import { SOURCES, type Source } from '@vigila/domain';
import { loadConfig } from '../../config.ts';
import { createAnalyzer } from '../create-analyzer.ts';
import { readLabelledLines } from './labelled-lines.ts';
import { FLAGS } from './metrics.ts';
import type { FactsPair } from '../train/evaluate-facts.ts';
import { mergeReports, runEval, type EvalReport, type Mistake } from './run-eval.ts';
import { readCrossValidated } from './cross-validated.ts';
import { setName, SHARED_SETS_DIR, sharedSetFiles, writeSetResult } from './shared-sets.ts';

const USAGE = `Usage: npm run eval -- [file.jsonl…] [--analyzer ensemble|lexicon|llm|hybrid] [--channel <source>] [--show-errors adr|pqc|mi]
Scores an analyser on labelled JSON Lines (text, optional channel/lang, boolean adr/pqc/mi). Without files it
scores every set in ${SHARED_SETS_DIR} and writes bench/results/analysis-<set>.json. The last line printed is
the JSON result.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      analyzer: { type: 'string' },
      channel: { type: 'string' },
      'show-errors': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const channel = values.channel ?? null;
  if (channel !== null && !(SOURCES as readonly string[]).includes(channel)) {
    console.error(`--channel must be one of ${SOURCES.join(', ')}`);
    return 2;
  }
  const config = loadConfig({ ...process.env, ...(values.analyzer ? { ANALYZER: values.analyzer } : {}) });
  const analyzer = createAnalyzer(config);
  const concurrency = ['llm', 'hybrid'].includes(config.analysis.analyzer)
    ? config.analysis.llm.concurrency
    : 1;

  const scoringSharedSets = positionals.length === 0;
  const files = scoringSharedSets ? sharedSetFiles() : positionals;
  if (files === null || files.length === 0) {
    console.error(
      `No labelled sets found in ${SHARED_SETS_DIR}: pass JSONL files to score (${USAGE.split('\n')[0]}).`,
    );
    return 1;
  }

  const perSet: Record<string, EvalReport> = {};
  const factPairs: FactsPair[] = [];
  for (const file of files) {
    const lines = await readLabelledLines(file, channel as Source | null);
    console.log(`${setName(file)}: ${lines.length} texts with ${analyzer.name}@${analyzer.version}`);
    const {
      report,
      mistakes,
      factPairs: pairs,
    } = await runEval(analyzer, lines, {
      concurrency,
      onProgress: progress,
    });
    factPairs.push(...pairs);
    printReport(report);
    if (values['show-errors'])
      printMistakes(mistakes.filter((mistake) => mistake.flag === values['show-errors']));
    perSet[setName(file)] = report;
    if (scoringSharedSets) console.log(`  → ${await writeSetResult(file, report)}`);
  }
  const reports = Object.values(perSet);
  const [only] = reports;
  // The model's own texts cannot score it (it learned them): its figures are the writer-held-out ones of training.
  const crossValidated = analyzer.name === 'ensemble' ? readCrossValidated(analyzer.version) : null;
  if (crossValidated) printCrossValidated(crossValidated);
  const summary =
    reports.length === 1 && only ? only : { ...mergeReports(reports, factPairs), bySet: perSet };
  console.log(JSON.stringify(crossValidated ? { ...summary, crossValidated } : summary));
  return 0;
}

function progress(done: number, total: number): void {
  if (process.stderr.isTTY && (done % 200 === 0 || done === total))
    process.stderr.write(`\r  ${done}/${total}`);
  if (process.stderr.isTTY && done === total) process.stderr.write('\n');
}

function printReport(report: EvalReport): void {
  for (const flag of FLAGS) {
    const score = report[flag];
    if (score.n === 0) continue;
    console.log(
      `  ${flag.padEnd(3)} precision ${fmt(score.precision)} recall ${fmt(score.recall)} F1 ${fmt(score.f1)}` +
        `  (n=${score.n}, positives ${score.positives}, tp ${score.tp} fp ${score.fp} fn ${score.fn})`,
    );
  }
  for (const [name, scores] of Object.entries(report.byChannel)) {
    const parts = FLAGS.filter((flag) => scores[flag].n > 0).map(
      (flag) => `${flag} F1 ${fmt(scores[flag].f1)} R ${fmt(scores[flag].recall)}`,
    );
    console.log(`    ${name.padEnd(11)} ${parts.join(' · ')}`);
  }
  if (report.facts) {
    const { facts } = report;
    console.log(
      `  case facts on ${facts.texts} ADR texts: serious accuracy ${fmt(facts.seriousAccuracy)}, products P ${fmt(facts.products.precision)} R ${fmt(facts.products.recall)}, reactions P ${fmt(facts.reactions.precision)} R ${fmt(facts.reactions.recall)}, age ${fmt(facts.patientAge.accuracy)}, sex ${fmt(facts.patientSex.accuracy)}, reporter ${fmt(facts.reporter.accuracy)}`,
    );
  }
  console.log(
    `  ${report.textsPerSecond} texts/s${report.failures > 0 ? `, ${report.failures} failed` : ''}`,
  );
}

function printCrossValidated(figures: NonNullable<ReturnType<typeof readCrossValidated>>): void {
  console.log(`training texts, cross-validated (writers held out; npm run train, model ${figures.model}):`);
  for (const flag of FLAGS) {
    const score = figures.ensemble[flag];
    console.log(
      `  ${flag.padEnd(3)} precision ${fmt(score.precision)} recall ${fmt(score.recall)} F1 ${fmt(score.f1)}`,
    );
  }
  console.log(`  seriousness accuracy ${fmt(figures.seriousAccuracy)}`);
}

function printMistakes(mistakes: Mistake[]): void {
  for (const mistake of mistakes) {
    const kind = mistake.expected ? 'MISSED' : 'FALSE ';
    console.log(`  ${kind} ${mistake.id} ${mistake.text.replace(/\s+/g, ' ').slice(0, 220)}`);
    if (mistake.reason) console.log(`         ↳ ${mistake.reason.slice(0, 220)}`);
  }
}

function fmt(value: number | null): string {
  return value === null ? '  —  ' : value.toFixed(3);
}

try {
  process.exitCode = await main();
} catch (error) {
  // Configuration and file problems are the user's to fix: one clear line, no stack trace.
  console.error(`eval: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
