import { readFile } from 'node:fs/promises';
import { SOURCES, type Source } from '@vigila/domain';
import { factsOf, type CaseFactLabels } from '../train/training-set.ts';
import type { Flag } from './metrics.ts';

export interface LabelledLine {
  /** File name and line number, or the line's own id. */
  id: string;
  text: string;
  title: string | null;
  channel: Source;
  lang: string | null;
  labels: Partial<Record<Flag, boolean>>;
  /** The case facts, on lines labelled with them (`serious`, `seriousness`, `drugs`, `reactions`…). */
  facts: CaseFactLabels | null;
}

/**
 * The corpora's own kind of text, when a line has no channel: MEDLINE sentences read like articles, PsyTAR
 * sentences come from reviews of one named drug (the product is implied, as in an Amazon review), SpanishADR
 * comments from a patient forum (comments, like YouTube's, where no product is implied).
 */
const CORPUS_CHANNELS: Record<string, Source> = {
  'ade-corpus-v2': 'literature',
  psytar: 'amazon',
  spanishadr: 'youtube',
};
const DEFAULT_CHANNEL: Source = 'email';

export async function readLabelledLines(
  path: string,
  channelOverride: Source | null,
): Promise<LabelledLine[]> {
  const content = await readFile(path, 'utf8');
  const lines: LabelledLine[] = [];
  content.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return;
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      throw new Error(`${path}:${index + 1}: not valid JSON`);
    }
    if (typeof row.text !== 'string') throw new Error(`${path}:${index + 1}: "text" must be a string`);
    lines.push({
      id: typeof row.id === 'string' ? row.id : `${path}:${index + 1}`,
      text: row.text,
      title: typeof row.title === 'string' ? row.title : null,
      channel: channelOverride ?? channelOf(row),
      lang: typeof row.lang === 'string' ? row.lang : null,
      labels: labelsOf(row),
      facts: 'serious' in row ? factsOf(row) : null,
    });
  });
  return lines;
}

function channelOf(row: Record<string, unknown>): Source {
  const channel = row.channel;
  if (typeof channel === 'string' && (SOURCES as readonly string[]).includes(channel))
    return channel as Source;
  return (typeof row.corpus === 'string' ? CORPUS_CHANNELS[row.corpus] : undefined) ?? DEFAULT_CHANNEL;
}

/** Only boolean labels are scored; a flag absent from a line is not scored for it. */
function labelsOf(row: Record<string, unknown>): Partial<Record<Flag, boolean>> {
  const labels: Partial<Record<Flag, boolean>> = {};
  for (const flag of ['adr', 'pqc', 'mi'] as const) {
    const value = row[flag];
    if (typeof value === 'boolean') labels[flag] = value;
  }
  return labels;
}
