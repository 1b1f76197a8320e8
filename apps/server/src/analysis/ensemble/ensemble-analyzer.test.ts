import { describe, expect, it } from 'vitest';
import { loadBundledModel } from '../model/bundled-model.ts';
import type { TriageModelData } from '../model/model-data.ts';
import { TriageModel } from '../model/triage-model.ts';
import { analyzeWithEnsemble, createEnsembleAnalyzer } from './ensemble-analyzer.ts';

const bundled = loadBundledModel();

/** The bundled model with one flag's operating point moved, to see each rule of the combination at work. */
function withPoint(flag: 'adr' | 'pqc' | 'mi', threshold: number, strongThreshold: number): TriageModel {
  const data: TriageModelData = structuredClone(bundled.data);
  data.flags[flag] = { ...data.flags[flag], threshold, strongThreshold };
  return new TriageModel(data);
}

describe('the ensemble analyser', () => {
  it('names itself by the lexicon and the model versions', () => {
    expect(createEnsembleAnalyzer(bundled).version).toMatch(/^\d+\.\d+\.\d+\+m-[0-9a-f]{12}$/);
  });

  it("keeps the lexicon's quoted reason when the lexicon flags", () => {
    const result = analyzeWithEnsemble(bundled, {
      text: 'I got a terrible rash two days after starting amoxicillin.',
      channel: 'email',
    });
    expect(result.adr.flagged).toBe(true);
    expect(result.adr.reason).toMatch(/^Reported reaction "rash"/);
    expect(result.facts?.products).toEqual(['amoxicillin']);
  });

  it('flags what only the model finds, quoting the words that weighed most', () => {
    // A low operating point: the model alone decides this lay-worded text.
    const model = withPoint('adr', 0.01, 0.02);
    const result = analyzeWithEnsemble(model, {
      text: 'since the new pill everything tastes like metal and my hair comes out in the shower',
      channel: 'instagram',
    });
    expect(result.adr.flagged).toBe(true);
    expect(result.adr.reason).toMatch(
      /^Model: likely adverse reaction \(score 0\.\d\d\); the words that weighed most: "/,
    );
  });

  it('lets a guard veto a weak score but never a strong one', () => {
    const text = 'No rash, no headache, no nausea at all with the new tablets, great product.';
    const weak = analyzeWithEnsemble(withPoint('adr', 0.0001, 1), { text, channel: 'amazon' });
    expect(weak.adr.flagged).toBe(false);
    const strong = analyzeWithEnsemble(withPoint('adr', 0.0001, 0.0001), { text, channel: 'amazon' });
    expect(strong.adr.flagged).toBe(true);
  });

  it('reads no case facts when there is no adverse reaction', () => {
    const result = analyzeWithEnsemble(bundled, {
      text: 'Where can I buy your vitamin D drops in Madrid?',
      channel: 'instagram',
    });
    expect(result.adr.flagged).toBe(false);
    expect(result.facts).toBeNull();
  });

  it('names the literature slots by their own names', () => {
    const result = analyzeWithEnsemble(withPoint('pqc', 0.0001, 0.0002), {
      text: 'Title: Particles in vials\nAbstract excerpt: Glass lamellae were seen in several vials.',
      channel: 'literature',
    });
    expect(result.pqc.flagged).toBe(true);
    if (result.pqc.reason?.startsWith('Model:')) expect(result.pqc.reason).toContain('quality mention');
  });

  // Written for this test, after the issue's examples (issue 27 point 6): questions on price, stock, hours, buying.
  const NON_MEDICAL_QUESTIONS = [
    'How much is the copay for Ozempic with my insurance plan?',
    'What time does the pharmacy open on Sunday? I need to pick up my metformin.',
    'Where can I buy Voltaren gel near me, is it cheaper online?',
    '¿Cuánto cuesta el Eutirox de 50 y lo tenéis en stock?',
    '¿A qué hora abre la farmacia de guardia? Tengo que recoger la insulina.',
  ];

  it.each(NON_MEDICAL_QUESTIONS)('reads "%s" as no medical-information request', (text) => {
    expect(analyzeWithEnsemble(bundled, { text, channel: 'email' }).mi.flagged).toBe(false);
  });

  it('still reads a medical question about a product as MI', () => {
    const result = analyzeWithEnsemble(bundled, {
      text: 'Can I take ibuprofen together with my metformin, and how much is it at your pharmacy?',
      channel: 'email',
    });
    expect(result.mi.flagged).toBe(true);
  });
});
