import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnalysisInput, AnalysisResult, Analyzer } from '../analyzer.ts';
import { readLabelledLines } from './labelled-lines.ts';
import { mergeReports, runEval } from './run-eval.ts';

/** Flags ADR when the text says "bad", PQC when it says "broken"; fails on "boom". */
const fake: Analyzer = {
  name: 'fake',
  version: '1',
  analyze(input: AnalysisInput): Promise<AnalysisResult> {
    if (input.text.includes('boom')) return Promise.reject(new Error('boom'));
    const flag = (flagged: boolean) => ({ flagged, reason: flagged ? `"${input.text}"` : null });
    return Promise.resolve({
      adr: { ...flag(input.text.includes('bad')), reactionTerm: null, meddraCode: null },
      pqc: flag(input.text.includes('broken')),
      mi: flag(false),
      summary: null,
      language: null,
    });
  },
};

async function jsonl(lines: object[]): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'eval-')), 'set.jsonl');
  await writeFile(path, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  return path;
}

describe('runEval', () => {
  it('scores only the flags a line carries and breaks results down by channel and language', async () => {
    const path = await jsonl([
      { text: 'bad reaction', channel: 'youtube', lang: 'en', adr: true, pqc: false },
      { text: 'bad but fine', channel: 'youtube', lang: 'en', adr: false },
      { text: 'broken seal', channel: 'amazon', lang: 'es', adr: false, pqc: true },
      { text: 'quiet', corpus: 'psytar', adr: true },
      { text: 'boom', adr: true },
    ]);
    const lines = await readLabelledLines(path, null);
    expect(lines.map((line) => line.channel)).toEqual(['youtube', 'youtube', 'amazon', 'amazon', 'email']);
    const { report, mistakes } = await runEval(fake, lines, { concurrency: 2 });
    expect(report.adr).toMatchObject({ tp: 1, fp: 1, fn: 1, tn: 1, n: 4, precision: 0.5, recall: 0.5 });
    expect(report.pqc).toMatchObject({ tp: 1, fp: 0, fn: 0, tn: 1, n: 2 });
    expect(report.mi.n).toBe(0);
    expect(report.failures).toBe(1);
    expect(report.byChannel.youtube?.adr).toMatchObject({ tp: 1, fp: 1 });
    expect(report.byLang.es?.pqc).toMatchObject({ tp: 1 });
    expect(mistakes.map((mistake) => [mistake.flag, mistake.expected])).toEqual([
      ['adr', false],
      ['adr', true],
    ]);
  });

  it('merges reports from their counts', async () => {
    const first = (
      await runEval(
        fake,
        await readLabelledLines(await jsonl([{ text: 'bad', channel: 'email', adr: true }]), null),
      )
    ).report;
    const second = (
      await runEval(
        fake,
        await readLabelledLines(await jsonl([{ text: 'calm', channel: 'email', adr: true }]), null),
      )
    ).report;
    const merged = mergeReports([first, second]);
    expect(merged.adr).toMatchObject({ tp: 1, fn: 1, recall: 0.5, n: 2 });
    expect(merged.byChannel.email?.adr).toMatchObject({ tp: 1, fn: 1 });
    expect(merged.texts).toBe(2);
    expect(merged.facts).toBeNull();
    // With the runs' case-fact pairs, the merged report scores the facts of every run (npm run eval on many files).
    const pair = {
      labels: {
        serious: true,
        seriousness: ['hospitalisation' as const],
        drugs: ['Zoloft'],
        reactions: [{ text: 'low sodium', term: 'Hyponatraemia' }],
        patientAge: null,
        patientSex: 'female' as const,
        reporter: null,
      },
      predicted: {
        products: ['Zoloft'],
        reactions: [],
        serious: false,
        seriousness: [],
        seriousnessEvidence: [],
        possiblySerious: true,
        possiblySeriousEvidence: ['ended up in the ER'],
        patientAge: null,
        patientSex: 'female' as const,
        reporter: null,
      },
    };
    const withFacts = mergeReports([first, second], [pair]);
    // Possibly serious counts as serious.
    expect(withFacts.facts).toMatchObject({ texts: 1, seriousRecall: 1, patientSex: { accuracy: 1, n: 1 } });
  });

  it('rejects a line that is not JSON, naming the line', async () => {
    const path = await jsonl([{ text: 'ok', adr: true }]);
    await writeFile(path, '{"text":"ok","adr":true}\n{broken\n');
    await expect(readLabelledLines(path, null)).rejects.toThrow(/:2: not valid JSON/);
  });
});
