import { testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { startTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';

/**
 * Runs `measure` against a test app (no workers) on each database this machine has: PGlite, and PostgreSQL when
 * reachable. Answers the figures by database kind.
 */
export async function measureOnEachDatabase(
  measure: (app: TestApp) => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const kind of await testDatabaseKinds()) {
    const app = await startTestApp(kind, { workers: false });
    try {
      figures[kind] = await measure(app);
    } finally {
      await app.close();
    }
  }
  return figures;
}
