import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { BUNDLED_MODEL_PATH } from '../model/bundled-model.ts';
import { MODEL_FLAGS } from '../model/model-data.ts';
import { REPOSITORY_ROOT, RESULTS_DIR } from '../eval/shared-sets.ts';
import { scoreHeldOut } from './held-out.ts';
import { renderModelCard } from './model-card.ts';
import { trainTriageModel } from './train-model.ts';
import { CHANNEL_TEXTS_DIR, LEXICON_DEV_SET, loadTrainingSet } from './training-set.ts';

const MODEL_CARD = join(REPOSITORY_ROOT, 'docs', 'analysis', 'model-card.md');
const REPORT = join(RESULTS_DIR, 'analysis-model-training.json');

/** `npm run train`: trains the triage model from the labelled sets, writes the weights, the model card and figures. */
async function main(): Promise<void> {
  const examples = loadTrainingSet(CHANNEL_TEXTS_DIR, LEXICON_DEV_SET);
  if (examples.length === 0) throw new Error(`no labelled texts in ${CHANNEL_TEXTS_DIR}`);
  console.log(`training on ${examples.length} texts…`);
  const started = performance.now();
  const { data, report } = trainTriageModel(examples);
  const seconds = (performance.now() - started) / 1000;
  const json = `${JSON.stringify(data)}\n`;
  const heldOut = await scoreHeldOut(data);
  await mkdir(dirname(BUNDLED_MODEL_PATH), { recursive: true });
  await writeFile(BUNDLED_MODEL_PATH, json);
  await mkdir(dirname(MODEL_CARD), { recursive: true });
  await writeFile(MODEL_CARD, renderModelCard(data, report, Buffer.byteLength(json), heldOut));
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    REPORT,
    `${JSON.stringify({ model: data.version, sizeBytes: Buffer.byteLength(json), trainingSeconds: Math.round(seconds), ...report, heldOut }, null, 2)}\n`,
  );
  for (const flag of MODEL_FLAGS) {
    const score = report.ensemble.overall[flag];
    console.log(
      `  ${flag.padEnd(3)} precision ${score.precision} recall ${score.recall} F1 ${score.f1} (writer held out, nested)`,
    );
  }
  console.log(`  seriousness accuracy ${report.facts.all.seriousAccuracy}`);
  if (heldOut)
    for (const flag of MODEL_FLAGS) {
      const score = heldOut.all[flag];
      console.log(
        `  ${flag.padEnd(3)} precision ${score.precision} recall ${score.recall} (held-out writers ${heldOut.writers.join(', ')})`,
      );
    }
  for (const path of [BUNDLED_MODEL_PATH, MODEL_CARD, REPORT])
    console.log(`  → ${relative(REPOSITORY_ROOT, path)}`);
  console.log(`model ${data.version} in ${seconds.toFixed(1)} s`);
}

try {
  await main();
} catch (error) {
  console.error(`train: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
