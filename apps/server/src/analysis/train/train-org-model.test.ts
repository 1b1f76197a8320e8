import { describe, expect, it } from 'vitest';
import { loadBundledModel } from '../model/bundled-model.ts';
import { trainOrgModel, type VerdictExample } from './train-org-model.ts';
import { CHANNEL_TEXTS_DIR, loadTrainingSet } from './training-set.ts';

// A small shared set and another writer's texts as the organisation's verdicts: fast, and deterministic.
const everything = loadTrainingSet(CHANNEL_TEXTS_DIR, null);
const shared = everything.filter((example) => example.group === 'w2').slice(0, 80);
const verdicts: VerdictExample[] = everything
  .filter((example) => example.group === 'w5')
  .slice(0, 60)
  .map((example) => ({
    itemId: example.id,
    text: example.text,
    channel: example.channel,
    labels: { adr: example.labels.adr },
  }));

describe('trainOrgModel', () => {
  it('learns from the verdicts it does not hold back, and compares on the rest', () => {
    const result = trainOrgModel(shared, verdicts, loadBundledModel(), { folds: 2 });
    expect(result.heldBack + result.trainedOnVerdicts).toBe(verdicts.length);
    expect(result.heldBack).toBeGreaterThan(0);
    expect(result.current.adr.n).toBe(result.heldBack);
    expect(result.proposed.adr.n).toBe(result.heldBack);
    // Only ADR was judged: the other flags have nothing to compare on.
    expect(result.current.pqc.n).toBe(0);
  });

  it('switches exactly when ADR recall on the held-back verdicts does not drop', () => {
    const result = trainOrgModel(shared, verdicts, loadBundledModel(), { folds: 2 });
    const before = result.current.adr.recall;
    const after = result.proposed.adr.recall;
    expect(result.switchTo).toBe(before === null || after === null || after >= before);
    expect(result.reason).toMatch(result.switchTo ? /^(ADR recall on held-back|No held-back)/ : /would drop/);
  });

  it('is deterministic: the same verdicts give the same model', () => {
    const first = trainOrgModel(shared, verdicts.slice(0, 30), loadBundledModel(), { folds: 2 });
    const second = trainOrgModel(shared, verdicts.slice(0, 30), loadBundledModel(), { folds: 2 });
    expect(second.candidate).toEqual(first.candidate);
  });
});
