import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { ensureQueues } from './ensure-queues.ts';

/** The two pg-boss calls ensureQueues makes, recorded; the queues it already holds are `existing`. */
function recordingBoss(existing: string[]) {
  const created: string[] = [];
  let failuresLeft = 0;
  const boss = {
    getQueues: () => Promise.resolve(existing.map((name) => ({ name }))),
    createQueue: (name: string) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
      }
      created.push(name);
      return Promise.resolve();
    },
  };
  return {
    boss: boss as unknown as PgBoss,
    created,
    failNext: (count: number) => (failuresLeft = count),
  };
}

const spec = (name: string) => ({ name, options: { name, policy: 'short' as const } });

describe('ensureQueues', () => {
  it('creates only the queues the database lacks', async () => {
    const { boss, created } = recordingBoss(['analyze', 'transcribe']);
    await ensureQueues(boss, [spec('analyze'), spec('ingest-mailbox'), spec('transcribe'), spec('sweep')]);
    expect(created).toEqual(['ingest-mailbox', 'sweep']);
  });

  it('creates nothing on a restart, and retries a creation that lost a deadlock', async () => {
    const restart = recordingBoss(['analyze']);
    await ensureQueues(restart.boss, [spec('analyze')]);
    expect(restart.created).toEqual([]);

    const fresh = recordingBoss([]);
    fresh.failNext(1);
    await ensureQueues(fresh.boss, [spec('analyze')]);
    expect(fresh.created).toEqual(['analyze']);
  });
});
