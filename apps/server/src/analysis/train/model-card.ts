import type { FlagScore } from '../eval/metrics.ts';
import { MODEL_FLAGS, type ModelFlag, type TriageModelData } from '../model/model-data.ts';
import type { FactsEvaluation } from './evaluate-facts.ts';
import type { FlagScores } from './evaluate-ensemble.ts';
import type { HeldOutReport } from './held-out.ts';
import type { TrainingReport } from './train-model.ts';

const FLAG_TITLES: Record<ModelFlag, string> = {
  adr: 'ADR (literature: SS)',
  pqc: 'PQC (literature: QM)',
  mi: 'MI (literature: SI)',
};

/** docs/analysis/model-card.md, written by `npm run train` from the figures of the run. */
export function renderModelCard(
  data: TriageModelData,
  report: TrainingReport,
  sizeBytes: number,
  heldOut: HeldOutReport | null = null,
): string {
  const { ensemble } = report;
  return `# Model card — triage model \`${data.version}\`

Written by \`npm run train\`; do not edit by hand (the run rewrites it). The analyser that uses the model is
\`ANALYZER=ensemble\` (the default); how it combines model and lexicon is in
[decision 0011](../decisions/0011-ensemble-analysis.md).

## What it does
Per flag (ADR, PQC, MI; for literature the same slots are SS, QM, SI) a logistic regression scores a text from 0
to 1. The ensemble flags a text when the lexicon finds the flag, or when the score reaches the flag's operating
point and no guard of the lexicon (negation, the treated illness, a fear, hearsay, the agent's words) stands
against a score below the strong level. A flag raised by the model alone quotes the words that weighed most.

## Data
${report.examples} labelled texts (\`training/README.md\`): the shared development set \`triage-dev.jsonl\` and the
channel texts written for the project by ${Object.keys(report.byGroup).length - (report.bySplit['lexicon-dev'] ? 1 : 0)} writers, all six channels, English, Spanish and mixed.

| split | texts | role |
| --- | ---: | --- |
| lexicon-dev | ${report.bySplit['lexicon-dev'] ?? 0} | the lexicon's rules were written reading it: trains the model, never chooses an operating point or scores |
| development | ${report.bySplit.development ?? 0} | may be read to study mistakes |
| calibration | ${report.bySplit.calibration ?? 0} | sealed: nobody reads it while writing rules |

Positives: ADR ${report.positives.adr}, PQC ${report.positives.pqc}, MI ${report.positives.mi}. Texts per writer:
${Object.entries(report.byGroup)
  .map(([group, count]) => `${group} ${count}`)
  .join(', ')}.

## Features
Accent-folded, lower-case text with speech hesitations blanked; word 1- and 2-grams (numbers read by their length,
emoji as words), character 3–5-grams inside words, a question mark, the channel and the language. Features seen in
fewer than ${report.settings.minDocuments} texts are left out; each text's features weigh 1/√n so long and short texts
compare. ${report.vocabularySize.toLocaleString('en')} features are kept; the file is ${(sizeBytes / 1_048_576).toFixed(2)} MB.

## Training
L2-regularised logistic regression (penalty ${MODEL_FLAGS.map((flag) => `${flag} ${report.settings.l2[flag]}`).join(', ')}),
classes weighed equally, fitted by L-BFGS to convergence; deterministic (no random step: the same texts give the
same file).

## Operating points
Chosen for recall on **out-of-fold** scores: each writer's texts are scored by a model trained without them
(group k-fold by writer), and only texts that never served to write lexicon rules choose.

| flag | recall target | threshold | strong level |
| --- | ---: | ---: | ---: |
${MODEL_FLAGS.map(
  (flag) =>
    `| ${FLAG_TITLES[flag]} | ${report.targetRecall[flag]} | ${report.operatingPoints[flag].threshold.toFixed(3)} | ${report.operatingPoints[flag].strongThreshold.toFixed(3)} |`,
).join('\n')}

## Figures (cross-validated, writer held out)
Nested: each writer's texts are judged by a model that never saw them, at an operating point chosen on the other
writers' out-of-fold scores. Texts of the lexicon's development set are not judged.

${scoreTable('ensemble', ensemble.overall, 'lexicon alone', ensemble.lexiconAlone)}

By split:

${groupTable(ensemble.bySplit)}

By channel:

${groupTable(ensemble.byChannel)}

By language:

${groupTable(ensemble.byLang)}

${heldOut ? heldOutSection(heldOut) : ''}## Case facts (ADR texts)
Rules over the lexicon's vocabularies (products, reactions) and seriousness, age, sex and reporter cues; no
training, so the figures on every labelled ADR text are out-of-sample for the rules, and the sealed calibration
split is shown apart.

${factsTable(report.facts.all, report.facts.calibration)}

## Known weaknesses
- The written texts are invented by a small number of writers; real channel text is messier (spelling, length,
  several topics). Per-organisation retraining on reviewers' verdicts is the way it meets real text.
- Precision is the price of recall: at these operating points roughly one flag in four is a false alarm on the
  hardest texts; the illness being treated and general questions about side effects are the usual ones.
- Reactions told only in lay words are found by the model, but the case facts list only the reactions the
  lexicon's vocabularies name; a reviewer adds the others on the case form.
- Seriousness rules read words, not clinical judgement: "went to the ER" alone makes an item possibly serious, not
  serious (decision 0047: its case keeps the shorter clock until a reviewer downgrades it), and "medically
  important" is the least reliable criterion.
- Literature texts are titles and one- or two-sentence abstracts; full abstracts may score differently.
- Sentence-level corpora are another task: on single MEDLINE sentences (ADE-Corpus-V2) the model flags many
  case-report sentences that name a drug and a clinical event though that sentence reports no reaction, so
  precision there falls well below the lexicon's while recall rises (\`npm run eval\`,
  \`bench/results/analysis-ade-corpus-v2.json\`). Training on such sentences with a corpus marker is the next step.

## Reproduce
\`npm run train\` (reads \`training/channel-texts/*.jsonl\` and \`../shared/data/analysis/triage-dev.jsonl\`, writes
\`apps/server/src/analysis/model/trained/triage-model.json\`, this card and \`bench/results/analysis-model-training.json\`;
then scores the held-out writers of \`training/held-out/\`, which it never trains on).
`;
}

/**
 * The figures of record: the shipped ensemble (this model and the lexicon) on writers kept out of training and never
 * read while writing rules. Serious counts possibly serious as serious: both keep the shorter clock.
 */
function heldOutSection({ writers, all, longEmails }: HeldOutReport): string {
  const facts = all.facts;
  const flagRow = (name: string, scores: FlagScores, flag: ModelFlag) =>
    `| ${name} | ${pct(scores[flag].precision)} | ${pct(scores[flag].recall)} | ${scores[flag].positives} |`;
  const factRows = facts
    ? `
| serious or possibly serious (ADR texts) | ${pct(facts.seriousPrecision)} | ${pct(facts.seriousRecall)} | ${facts.texts} |
| suspect products | ${pct(facts.products.precision)} | ${pct(facts.products.recall)} | ${facts.products.n} |
| reactions in the facts | ${pct(facts.reactions.precision)} | ${pct(facts.reactions.recall)} | ${facts.reactions.n} |

Patient sex accuracy ${pct(facts.patientSex.accuracy)} (n ${facts.patientSex.n}); age ${pct(facts.patientAge.accuracy)} (n ${facts.patientAge.n}); reporter ${pct(facts.reporter.accuracy)} (n ${facts.reporter.n}).`
    : '';
  return `## Figures on writers held out whole (\`training/held-out/\`)
${all.texts} texts by ${writers.length} writers (${writers.join(', ')}) who wrote blind; none of their texts trained the
model or was read while writing rules. ${longEmails.texts} of them are e-mails over 1,500 characters.

| what | precision | recall | positives |
| --- | ---: | ---: | ---: |
${MODEL_FLAGS.map((flag) => flagRow(FLAG_TITLES[flag], all, flag)).join('\n')}
${flagRow('ADR on e-mails over 1,500 characters', longEmails, 'adr')}
${flagRow('PQC on e-mails over 1,500 characters', longEmails, 'pqc')}
${flagRow('MI on e-mails over 1,500 characters', longEmails, 'mi')}${factRows}

`;
}

function pct(value: number | null): string {
  return value === null ? '—' : value.toFixed(3);
}

function cells(score: FlagScore): string {
  return `${pct(score.precision)} | ${pct(score.recall)} | ${pct(score.f1)} | ${score.positives}`;
}

function scoreTable(name: string, scores: FlagScores, otherName: string, other: FlagScores): string {
  return `| flag | ${name} precision | recall | F1 | positives | ${otherName} precision | recall | F1 |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${MODEL_FLAGS.map(
  (flag) =>
    `| ${FLAG_TITLES[flag]} | ${cells(scores[flag])} | ${pct(other[flag].precision)} | ${pct(other[flag].recall)} | ${pct(other[flag].f1)} |`,
).join('\n')}`;
}

function groupTable(groups: Record<string, FlagScores>): string {
  return `| group | ADR P | ADR R | PQC P | PQC R | MI P | MI R | texts |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${Object.entries(groups)
  .map(
    ([group, scores]) =>
      `| ${group} | ${pct(scores.adr.precision)} | ${pct(scores.adr.recall)} | ${pct(scores.pqc.precision)} | ${pct(scores.pqc.recall)} | ${pct(scores.mi.precision)} | ${pct(scores.mi.recall)} | ${scores.adr.n} |`,
  )
  .join('\n')}`;
}

function factsTable(all: FactsEvaluation, calibration: FactsEvaluation): string {
  const row = (name: string, pick: (facts: FactsEvaluation) => string): string =>
    `| ${name} | ${pick(all)} | ${pick(calibration)} |`;
  const match = (key: 'products' | 'reactions') => (facts: FactsEvaluation) =>
    `P ${pct(facts[key].precision)} · R ${pct(facts[key].recall)} (n ${facts[key].n})`;
  return `| fact | all labelled ADR texts (${all.texts}) | calibration split (${calibration.texts}) |
| --- | --- | --- |
${row('serious or not: accuracy', (facts) => pct(facts.seriousAccuracy))}
${row('serious: precision · recall', (facts) => `P ${pct(facts.seriousPrecision)} · R ${pct(facts.seriousRecall)}`)}
${Object.keys(all.criteria)
  .map((criterion) =>
    row(`— ${criterion.replace(/_/g, ' ')}`, (facts) => {
      const score = facts.criteria[criterion];
      return score ? `P ${pct(score.precision)} · R ${pct(score.recall)} (n ${score.n})` : '—';
    }),
  )
  .join('\n')}
${row('suspect products', match('products'))}
${row('reactions', match('reactions'))}
${row('patient age (exact)', (facts) => `${pct(facts.patientAge.accuracy)} (n ${facts.patientAge.n})`)}
${row('patient sex', (facts) => `${pct(facts.patientSex.accuracy)} (n ${facts.patientSex.n})`)}
${row('reporter: consumer or professional', (facts) => `${pct(facts.reporter.accuracy)} (n ${facts.reporter.n})`)}`;
}
