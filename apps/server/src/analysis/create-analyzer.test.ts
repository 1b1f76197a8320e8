import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { AnalyzerConfigError, createAnalyzer } from './create-analyzer.ts';
import { loadBundledModel } from './model/bundled-model.ts';
import type * as BundledModel from './model/bundled-model.ts';

vi.mock('./model/bundled-model.ts', async (importOriginal) => {
  const original = await importOriginal<typeof BundledModel>();
  return { ...original, loadBundledModel: vi.fn(original.loadBundledModel) };
});

describe('createAnalyzer', () => {
  it('uses the in-process ensemble by default, its version naming the lexicon and the model', () => {
    const analyzer = createAnalyzer(loadConfig({}));
    expect(analyzer.name).toBe('ensemble');
    expect(analyzer.version).toMatch(/^\d+\.\d+\.\d+\+m-[0-9a-f]{12}$/);
  });

  it('loads the bundled model on the first analysis, not when the server starts', async () => {
    vi.mocked(loadBundledModel).mockClear();
    const analyzer = createAnalyzer(loadConfig({}));
    expect(loadBundledModel).not.toHaveBeenCalled();
    const result = await analyzer.analyze({
      text: 'I got a terrible rash after taking Amoxil',
      channel: 'email',
    });
    expect(result.adr.flagged).toBe(true);
    await analyzer.analyze({ text: 'Where can I buy it?', channel: 'email' });
    expect(loadBundledModel).toHaveBeenCalledTimes(1);
  });

  it('keeps the lexicon alone selectable', () => {
    expect(createAnalyzer(loadConfig({ ANALYZER: 'lexicon' })).name).toBe('lexicon');
  });

  it('builds the llm analyser from LLM_* settings, its version naming the model', () => {
    const analyzer = createAnalyzer(
      loadConfig({
        ANALYZER: 'llm',
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_MODEL: 'qwen2.5-7b-instruct',
      }),
    );
    expect(analyzer.name).toBe('llm');
    expect(analyzer.version).toContain('qwen2.5-7b-instruct');
  });

  it('refuses to start the llm analyser without an endpoint and model', () => {
    expect(() => createAnalyzer(loadConfig({ ANALYZER: 'llm' }))).toThrow(AnalyzerConfigError);
    expect(() =>
      createAnalyzer(loadConfig({ ANALYZER: 'llm', LLM_BASE_URL: 'http://127.0.0.1:9/v1' })),
    ).toThrow('ANALYZER=llm needs LLM_MODEL');
  });

  it('rejects an unknown analyser name and bad numbers in the configuration', () => {
    expect(() => loadConfig({ ANALYZER: 'magic' })).toThrow();
    expect(() => loadConfig({ LLM_CONCURRENCY: '0' })).toThrow();
    expect(loadConfig({ LLM_CONCURRENCY: '8' }).analysis.llm.concurrency).toBe(8);
  });
});
