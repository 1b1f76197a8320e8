import { buildE2bR3Xml, buildE2bXml, checkE2bR3Xml, checkE2bXml, type E2bCaseInput } from '@vigila/domain';
import { fullCase } from '../../packages/domain/src/test/e2b-test-cases.ts';
import { percentile, writeResult } from '../lib/results.ts';

const CASES = 1000;
const PER_SECTION = 5;

/** 1,000 distinct full cases, each with 5 reactions and 5 drugs (the full test case's entries, repeated). */
function cases(): E2bCaseInput[] {
  const base = fullCase();
  const pickFive = <T>(list: readonly T[]) =>
    Array.from({ length: PER_SECTION }, (_, i) => list[i % list.length] as T);
  return Array.from({ length: CASES }, (_, i) => ({
    ...base,
    case_id: `bench-${i}`,
    case_narrative: `${String(base.case_narrative)} Case ${i}.`,
    reactions: pickFive(base.reactions).map((reaction, k) => ({
      ...reaction,
      term: `${String(reaction.term)} ${k}`,
    })),
    drugs: pickFive(base.drugs).map((drug, k) => ({
      ...drug,
      medicinal_product: `${String(drug.medicinal_product)} ${k}`,
    })),
  }));
}

type Format = 'r2' | 'r3';
const build: Record<Format, (input: E2bCaseInput, now: Date) => string> = {
  r2: (input, now) => buildE2bXml(input, { now }),
  r3: (input, now) => buildE2bR3Xml(input, { now }),
};
const check: Record<Format, (xml: string) => boolean> = {
  r2: (xml) => checkE2bXml(xml).ok,
  r3: (xml) => checkE2bR3Xml(xml).ok,
};

function measure(format: Format, inputs: E2bCaseInput[], now: Date) {
  const buildMs: number[] = [];
  const checkMs: number[] = [];
  let bytes = 0;
  let failures = 0;
  for (const input of inputs) {
    const started = performance.now();
    const xml = build[format](input, now);
    const built = performance.now();
    if (!check[format](xml)) failures += 1;
    checkMs.push(performance.now() - built);
    buildMs.push(built - started);
    bytes += xml.length;
  }
  const ms = (value: number) => Math.round(value * 1000) / 1000;
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      totalSeconds: ms(values.reduce((sum, value) => sum + value, 0) / 1000),
      p50Ms: ms(percentile(sorted, 50)),
      p95Ms: ms(percentile(sorted, 95)),
    };
  };
  return {
    failedChecks: failures,
    build: summary(buildMs),
    check: summary(checkMs),
    averageKilobytes: Math.round(bytes / inputs.length / 102.4) / 10,
  };
}

/** Builds and checks 1,000 cases (5 reactions, 5 drugs each) as E2B(R2) and as E2B(R3), one after another. */
export async function benchE2bBuildCheck(): Promise<string> {
  const inputs = cases();
  const now = new Date(Date.UTC(2026, 10, 25, 12));
  return Promise.resolve(
    writeResult('cases-e2b-build-check', {
      description:
        'build + check of 1,000 cases with 5 drugs and 5 reactions each, R2 then R3 (ICH profile).',
      cases: CASES,
      r2: measure('r2', inputs, now),
      r3: measure('r3', inputs, now),
    }),
  );
}
