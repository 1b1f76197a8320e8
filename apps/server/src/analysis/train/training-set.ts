import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SERIOUSNESS_CRITERIA, SOURCES, type SeriousnessCriterion, type Source } from '@vigila/domain';
import { REPOSITORY_ROOT, SHARED_SETS_DIR } from '../eval/shared-sets.ts';
import type { ModelFlag } from '../model/model-data.ts';

/** Channel texts written for the project (training/README.md): one file per writer. */
export const CHANNEL_TEXTS_DIR = join(REPOSITORY_ROOT, 'training', 'channel-texts');
/** The shared development set: the lexicon's rules were written while reading it. */
export const LEXICON_DEV_SET = join(SHARED_SETS_DIR, 'triage-dev.jsonl');

/**
 * `lexicon-dev`: read while the lexicon's rules were written — trains the model, never chooses an operating point.
 * `development`: may be read to study mistakes. `calibration`: sealed — nobody reads it while writing rules; its
 * out-of-fold figures are the honest ones.
 */
export type Split = 'lexicon-dev' | 'development' | 'calibration';

export interface CaseFactLabels {
  serious: boolean;
  seriousness: SeriousnessCriterion[];
  drugs: string[];
  reactions: { text: string; term: string }[];
  patientAge: number | null;
  patientSex: 'male' | 'female' | null;
  reporter: string | null;
}

export interface TrainingExample {
  id: string;
  /** Who wrote it: cross-validation holds out whole writers, so figures speak for texts by someone new. */
  group: string;
  split: Split;
  channel: Source;
  lang: string | null;
  text: string;
  labels: Record<ModelFlag, boolean>;
  /** Present on the written channel texts, absent on the shared development set. */
  facts: CaseFactLabels | null;
}

/**
 * Writers whose texts were read, all of them, while writing lexicon rules (issue 27: the first round of blind writers
 * became the development set once their figures were taken). Like the shared development set, they train the model
 * and never choose an operating point or score it.
 */
export const WRITERS_READ_FOR_RULES: ReadonlySet<string> = new Set([
  'w15',
  'w16',
  'w17',
  'w18',
  'w19',
  'w20',
  'w21',
]);

/** Share of each writer's texts sealed for calibration, chosen by a hash of the id (stable, not by reading). */
const CALIBRATION_SHARE = 0.4;

export function loadTrainingSet(
  directory = CHANNEL_TEXTS_DIR,
  lexiconDevSet: string | null = LEXICON_DEV_SET,
): TrainingExample[] {
  const examples: TrainingExample[] = [];
  if (lexiconDevSet && existsSync(lexiconDevSet))
    examples.push(...readExamples(lexiconDevSet, 'lexicon-dev'));
  if (existsSync(directory)) {
    for (const name of readdirSync(directory)
      .filter((file) => file.endsWith('.jsonl'))
      .sort())
      examples.push(...readExamples(join(directory, name), null));
  }
  return examples;
}

function readExamples(path: string, fixedSplit: Split | null): TrainingExample[] {
  const group = basename(path).replace(/\.jsonl$/, '');
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      const where = `${basename(path)}:${index + 1}`;
      const id = typeof row.id === 'string' ? row.id : where;
      const channel = row.channel;
      if (typeof row.text !== 'string') throw new Error(`${where}: "text" must be a string`);
      if (typeof channel !== 'string' || !(SOURCES as readonly string[]).includes(channel))
        throw new Error(`${where}: "channel" must be one of ${SOURCES.join(', ')}`);
      const author = typeof row.author === 'string' ? row.author : group;
      return {
        id,
        group: author,
        split: fixedSplit ?? (WRITERS_READ_FOR_RULES.has(author) ? 'lexicon-dev' : splitOf(id)),
        channel: channel as Source,
        lang: typeof row.lang === 'string' ? row.lang : null,
        text: row.text,
        labels: { adr: flag(row, 'adr', where), pqc: flag(row, 'pqc', where), mi: flag(row, 'mi', where) },
        facts: 'serious' in row ? factsOf(row) : null,
      };
    });
}

function flag(row: Record<string, unknown>, key: ModelFlag, where: string): boolean {
  const value = row[key];
  if (typeof value !== 'boolean') throw new Error(`${where}: "${key}" must be true or false`);
  return value;
}

export function splitOf(id: string): Split {
  const bucket = createHash('sha256').update(id).digest().readUInt32BE(0) / 0x1_0000_0000;
  return bucket < CALIBRATION_SHARE ? 'calibration' : 'development';
}

export function factsOf(row: Record<string, unknown>): CaseFactLabels {
  const strings = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const reactions = Array.isArray(row.reactions)
    ? row.reactions.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const { text, term } = entry as Record<string, unknown>;
        return typeof text === 'string' && typeof term === 'string' ? [{ text, term }] : [];
      })
    : [];
  return {
    serious: row.serious === true,
    seriousness: strings(row.seriousness).filter((criterion): criterion is SeriousnessCriterion =>
      (SERIOUSNESS_CRITERIA as readonly string[]).includes(criterion),
    ),
    drugs: strings(row.drugs),
    reactions,
    patientAge: typeof row.patient_age === 'number' ? row.patient_age : null,
    patientSex: row.patient_sex === 'male' || row.patient_sex === 'female' ? row.patient_sex : null,
    reporter: typeof row.reporter === 'string' ? row.reporter : null,
  };
}
