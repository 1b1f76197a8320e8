import type { AnalysisInput, AnalysisResult, Analyzer } from '../analysis/analyzer.ts';

/**
 * A test analyser with a rule a test can read: "ADR" in the text flags adr, "PQC" flags pqc, "MI" flags mi; the
 * word "explode" makes it throw, and the word "slowly" holds the analysis until `releaseSlow()` (an LLM taking its
 * time); from "Footer:" to the end, the text is set aside as a footer. It records every input, so tests can count analyses.
 */
export function fixedAnalyzer(): Analyzer & { inputs: AnalysisInput[]; releaseSlow: () => void } {
  const inputs: AnalysisInput[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const finding = (flag: string, text: string) =>
    text.includes(flag) ? { flagged: true, reason: `mentions ${flag}` } : { flagged: false, reason: null };
  return {
    name: 'fixed',
    version: '1',
    inputs,
    releaseSlow: () => release(),
    async analyze(input): Promise<AnalysisResult> {
      inputs.push(input);
      if (input.text.includes('slowly')) await released;
      if (input.text.includes('explode')) return Promise.reject(new Error('analyser exploded'));
      const adr = finding('ADR', input.text);
      const footer = input.text.indexOf('Footer:');
      return Promise.resolve({
        adr: { ...adr, reactionTerm: adr.flagged ? 'headache' : null, meddraCode: null },
        pqc: finding('PQC', input.text),
        mi: finding('MI', input.text),
        summary: null,
        language: 'en',
        setAside: footer >= 0 ? [{ start: footer, end: input.text.length }] : [],
      });
    },
  };
}
