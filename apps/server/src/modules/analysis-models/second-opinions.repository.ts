import { eq } from 'drizzle-orm';
import type { AnalysisResult } from '../../analysis/analyzer.ts';
import type { SecondOpinionCache } from '../../analysis/hybrid/hybrid-analyzer.ts';
import { secondOpinions } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** The hybrid analyser's cache in the database: a text asked about once is never paid for again. */
export function secondOpinionStore(db: DbExecutor): SecondOpinionCache {
  return {
    async get(key) {
      const [row] = await db
        .select({ result: secondOpinions.result })
        .from(secondOpinions)
        .where(eq(secondOpinions.key, key));
      return row ? (row.result as unknown as AnalysisResult) : null;
    },
    async set(key, result) {
      await db
        .insert(secondOpinions)
        .values({ key, result: result as unknown as Record<string, unknown> })
        .onConflictDoNothing();
    },
  };
}
