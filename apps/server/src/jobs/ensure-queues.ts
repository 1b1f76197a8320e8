import type PgBoss from 'pg-boss';
import { retryOnDeadlock } from './retry-on-deadlock.ts';

export interface QueueSpec {
  name: string;
  options: PgBoss.Queue;
}

/**
 * Creates the queues the database does not have yet, with one query to find them. pg-boss's create_queue leaves an
 * existing queue as it is anyway, but calling it for every queue at every start compiled its PL/pgSQL function and
 * took about 250 ms on PGlite (decision 0014, start-up).
 */
export async function ensureQueues(boss: PgBoss, queues: readonly QueueSpec[]): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const { name, options } of queues) {
    if (!existing.has(name)) await retryOnDeadlock(() => boss.createQueue(name, options));
  }
}
