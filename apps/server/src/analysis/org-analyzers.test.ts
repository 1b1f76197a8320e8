import { describe, expect, it } from 'vitest';
import { loadBundledModel } from './model/bundled-model.ts';
import { orgModelAnalyzers, sameAnalyzerForAll } from './org-analyzers.ts';
import { fixedAnalyzer } from '../test/fixed-analyzer.ts';

describe('orgModelAnalyzers', () => {
  const bundled = fixedAnalyzer();
  const data = { ...loadBundledModel().data, version: 'm-org000000001' };

  it("uses the bundled analyser without an active model, and the organisation's own once it has one", async () => {
    let active: { id: string; version: string } | null = null;
    let loads = 0;
    const analyzers = orgModelAnalyzers(
      bundled,
      {
        activeModel: () => Promise.resolve(active),
        loadModel: () => {
          loads += 1;
          return Promise.resolve(data);
        },
      },
      { recheckMs: 0 },
    );
    expect(await analyzers.forOrg('org_a')).toBe(bundled);
    active = { id: 'model-1', version: data.version };
    const own = await analyzers.forOrg('org_a');
    expect(own.name).toBe('ensemble');
    expect(own.version).toMatch(/\+m-org000000001$/);
    // Loaded once, then kept.
    expect(await analyzers.forOrg('org_a')).toBe(own);
    expect(loads).toBe(1);
    // A rollback to the bundled model takes effect at the next check.
    active = null;
    expect(await analyzers.forOrg('org_a')).toBe(bundled);
  });

  it('asks the database at most once per recheck period per organisation', async () => {
    let asked = 0;
    const analyzers = orgModelAnalyzers(
      bundled,
      {
        activeModel: () => {
          asked += 1;
          return Promise.resolve(null);
        },
        loadModel: () => Promise.resolve(null),
      },
      { recheckMs: 60_000 },
    );
    await analyzers.forOrg('org_a');
    await analyzers.forOrg('org_a');
    await analyzers.forOrg('org_b');
    expect(asked).toBe(2);
  });

  it('sameAnalyzerForAll gives every organisation the one analyser', async () => {
    const analyzers = sameAnalyzerForAll(bundled);
    expect(await analyzers.forOrg('x')).toBe(bundled);
    expect(await analyzers.forOrg('y')).toBe(bundled);
  });
});
