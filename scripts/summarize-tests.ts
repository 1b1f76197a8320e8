// Sums the JSON reports of Vitest and Playwright into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky?: number };
}
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
}

const totals = { passed: 0, failed: 0, skipped: 0, missing: 0 };

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`No test report at ${file}: that runner did not finish.`);
    totals.missing += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport | VitestReport;
  if ('stats' in report) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } else {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || totals.missing > 0 || totals.passed === 0 ? 1 : 0);
