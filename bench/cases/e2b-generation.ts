import { buildE2bXml, checkE2bXml, type E2bCaseInput } from '@vigila/domain';
import { fullCase, sparseCase } from '../../packages/domain/src/test/e2b-test-cases.ts';
import { percentile, writeResult } from '../lib/results.ts';

const CASES = 1000;

/** 1,000 distinct cases: the full and the sparse test case, alternated, each with its own id and narrative. */
function cases(): E2bCaseInput[] {
  return Array.from({ length: CASES }, (_, i) => {
    const base = i % 2 === 0 ? fullCase() : sparseCase();
    const narrative = typeof base.case_narrative === 'string' ? base.case_narrative : '';
    return { ...base, case_id: `bench-${i}`, case_narrative: `${narrative} Case ${i}.` };
  });
}

/** Builds and checks 1,000 E2B(R2) reports, as the server and the browser do before a file is handed out. */
export async function benchE2bGeneration(): Promise<string> {
  const inputs = cases();
  const now = new Date(Date.UTC(2026, 10, 22, 12));
  const perCase: number[] = [];
  let bytes = 0;
  let failures = 0;
  const started = performance.now();
  for (const input of inputs) {
    const one = performance.now();
    const xml = buildE2bXml(input, { now });
    if (!checkE2bXml(xml).ok) failures += 1;
    perCase.push(performance.now() - one);
    bytes += xml.length;
  }
  const total = performance.now() - started;
  perCase.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 1000) / 1000;
  return Promise.resolve(
    writeResult('cases-e2b-generation', {
      description: 'buildE2bXml + checkE2bXml for 1,000 cases (half full, half sparse), one after another.',
      cases: CASES,
      failedChecks: failures,
      totalSeconds: ms(total / 1000),
      perCaseMs: {
        p50: ms(percentile(perCase, 50)),
        p95: ms(percentile(perCase, 95)),
        max: ms(perCase.at(-1) ?? 0),
      },
      averageKilobytes: Math.round(bytes / CASES / 102.4) / 10,
    }),
  );
}
