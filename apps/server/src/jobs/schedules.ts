import cronParser from 'cron-parser';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { jobSchedules } from '../db/schema/index.ts';
import { JOB_NAMES, type JobName, type JobPayloads, type SendOptions } from './job-queue.ts';
import type { JobLogger } from './queue-worker.ts';
import { ensureQueues } from './ensure-queues.ts';
import { retryOnDeadlock } from './retry-on-deadlock.ts';

/** pg-boss's own cron sends this queue one job a minute; its worker sends the due schedules' jobs. */
export const SCHEDULE_TICK_QUEUE = 'schedule-tick';

type Send = <N extends JobName>(name: N, payload: JobPayloads[N], options?: SendOptions) => Promise<void>;

const isJobName = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name);

/** Whether a cron expression fired within the minute before `now` (the tick runs once a minute). */
export function cronFiredWithinMinute(cron: string, now: Date): boolean {
  const previous = cronParser.parseExpression(cron, { currentDate: now }).prev().getTime();
  return now.getTime() - previous < 60_000;
}

export async function createScheduleTicker(deps: { boss: PgBoss; db: Db; send: Send; log: JobLogger }) {
  const { boss, db, send, log } = deps;
  // Servers starting together on a new database create this queue and its schedule at once (retry-on-deadlock.ts).
  await ensureQueues(boss, [
    { name: SCHEDULE_TICK_QUEUE, options: { name: SCHEDULE_TICK_QUEUE, policy: 'short', retryLimit: 0 } },
  ]);
  await retryOnDeadlock(() => boss.schedule(SCHEDULE_TICK_QUEUE, '* * * * *'));

  return {
    async schedule<N extends JobName>(name: N, cron: string, payload: JobPayloads[N], key: string) {
      cronParser.parseExpression(cron); // throws on a malformed expression, before anything is stored
      await db
        .insert(jobSchedules)
        .values({ name, key, cron, payload })
        .onConflictDoUpdate({
          target: [jobSchedules.name, jobSchedules.key],
          set: { cron, payload, updatedAt: sql`now()` },
        });
    },
    async unschedule(name: JobName, key: string) {
      await db.delete(jobSchedules).where(and(eq(jobSchedules.name, name), eq(jobSchedules.key, key)));
    },
    tick: async (): Promise<void> => {
      const now = new Date();
      for (const row of await db.select().from(jobSchedules)) {
        if (!isJobName(row.name)) continue;
        try {
          if (!cronFiredWithinMinute(row.cron, now)) continue;
          // The payload was stored by schedule() for this very queue name.
          await send(row.name, row.payload as unknown as JobPayloads[typeof row.name], {
            singletonKey: row.key,
          });
        } catch (error) {
          log.error({ err: error, schedule: row.name, key: row.key }, 'scheduled job could not be sent');
        }
      }
    },
  };
}
