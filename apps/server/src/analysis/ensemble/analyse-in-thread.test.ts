import { afterAll, describe, expect, it } from 'vitest';
import { closeFilePool } from '../../parsing/file-pool.ts';
import type { AnalysisInput } from '../analyzer.ts';
import { loadBundledModel } from '../model/bundled-model.ts';
import type { TriageModelData } from '../model/model-data.ts';
import { TriageModel } from '../model/triage-model.ts';
import { createThreadedEnsembleAnalyzer, LONG_TEXT_CHARS } from './analyse-in-thread.ts';
import { analyzeWithEnsemble } from './ensemble-analyzer.ts';
import { analyseTextInThread } from './thread-analysis.ts';

const bundled = loadBundledModel();

/** An organisation's model that flags quality complaints more readily than the bundled one. */
function orgModelData(): TriageModelData {
  const data: TriageModelData = structuredClone(bundled.data);
  data.version = 'm-org000000001';
  data.flags.pqc = { ...data.flags.pqc, bias: data.flags.pqc.bias + 4 };
  return data;
}

const SENTENCES = [
  'I am a pharmacist and my patient, a 54-year-old woman, had a rash and swollen lips after amoxicillin.',
  'She took the tablets with her breakfast every morning.',
  'Could you send the leaflet for the 500 mg dose?',
  'She stopped the tablets and the rash went away in three days.',
];

/** A long e-mail of ordinary sentences, `chars` characters or a little more. */
function longEmail(chars: number): AnalysisInput {
  const lines: string[] = [];
  for (let n = 0, length = 0; length < chars; n += 1) {
    const line = `${SENTENCES[n % SENTENCES.length] ?? ''} (${n})`;
    lines.push(line);
    length += line.length + 1;
  }
  return { text: lines.join('\n'), title: 'Report', language: null, channel: 'email' };
}

/** Analyses `input`, counting the turns the main thread's event loop took meanwhile. */
async function turnsWhile(analyse: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  await analyse();
  counting = false;
  return turns;
}

afterAll(() => closeFilePool());

describe('long texts analysed in a file thread', () => {
  const input = longEmail(LONG_TEXT_CHARS * 3);

  it('give the in-process result of the bundled model, while the event loop keeps turning', async () => {
    const analyzer = createThreadedEnsembleAnalyzer(bundled, { kind: 'bundled' });
    let result: unknown;
    const turns = await turnsWhile(async () => {
      result = await analyzer.analyze(input);
    });
    expect(result).toEqual(analyzeWithEnsemble(bundled, input));
    expect(turns).toBeGreaterThan(0);
  }, 60_000);

  it("give the in-process result of an organisation's model", async () => {
    const model = new TriageModel(orgModelData());
    const analyzer = createThreadedEnsembleAnalyzer(model, { kind: 'org', id: 'model-1' });
    const expected = analyzeWithEnsemble(model, input);
    expect(expected).not.toEqual(analyzeWithEnsemble(bundled, input)); // the organisation's model is the one used
    expect(await analyzer.analyze(input)).toEqual(expected);
    // Again, from a thread that has the model by now.
    expect(await analyzer.analyze(input)).toEqual(expected);
  }, 60_000);

  it('keep short texts in process: the analysis is done when analyze returns', async () => {
    const analyzer = createThreadedEnsembleAnalyzer(bundled, { kind: 'bundled' });
    const short = longEmail(2_000);
    expect(await turnsWhile(() => analyzer.analyze(short))).toBe(0);
  });
});

describe("a thread's organisation models", () => {
  it('are asked for once, then kept by their id', () => {
    const input = longEmail(500);
    const data = orgModelData();
    const model = { kind: 'org' as const, id: 'model-kept' };
    expect(analyseTextInThread({ kind: 'analyse-text', input, model })).toEqual({ kind: 'needs-model' });
    const expected = { kind: 'analysed', result: analyzeWithEnsemble(new TriageModel(data), input) };
    expect(analyseTextInThread({ kind: 'analyse-text', input, model: { ...model, data } })).toEqual(expected);
    expect(analyseTextInThread({ kind: 'analyse-text', input, model })).toEqual(expected);
  });
});
