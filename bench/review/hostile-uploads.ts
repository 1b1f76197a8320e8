import { testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { startHealthProbe } from '../../apps/server/src/test/health-probe.ts';
import {
  hostileEmails,
  hostileRecordings,
  type HostileFile,
} from '../../apps/server/src/test/hostile-uploads.ts';
import { startMemberApp, type MemberApp } from '../../apps/server/src/test/member-app.ts';
import { multipartFile } from '../../apps/server/src/test/multipart.ts';
import { writeResult } from '../lib/results.ts';

/** The goal: a hostile file never holds the server up for longer than this (a load balancer's health check). */
const HEALTH_TARGET_MS = 100;
const PROBE_EVERY_MS = 10;

const SETS = [
  { set: 'e-mails', url: '/api/email/upload', field: 'email', type: 'message/rfc822', files: hostileEmails },
  {
    set: 'recordings',
    url: '/api/recordings/upload',
    field: 'audio',
    type: 'audio/mpeg',
    files: hostileRecordings,
  },
] as const;

function upload(m: MemberApp, url: string, field: string, type: string, file: HostileFile) {
  const { payload, headers } = multipartFile(field, file.fileName, file.bytes, type);
  return m.t.app.inject({ method: 'POST', url, headers: { ...headers, ...m.auth(m.member) }, payload });
}

/**
 * How long GET /api/health waits while hostile uploads (MIME bombs, deep HTML, giant headers, audio that is not
 * audio — the files of hostile-uploads.int.test.ts) go through the same server, on each database: the figure the
 * integration test used to bound with a wall-clock assertion. The probe asks over real HTTP every 10 ms on one
 * kept-alive connection; the uploads go in-process, one after another, with no job workers.
 */
export async function benchHostileUploads(): Promise<string> {
  const runs = [];
  for (const database of await testDatabaseKinds()) {
    const m = await startMemberApp(database, { workers: false });
    try {
      // The file threads start on the first file (about a second): that start is not a hostile file's cost.
      await upload(m, '/api/email/upload', 'email', 'message/rfc822', {
        name: 'warm-up',
        fileName: 'warm.eml',
        bytes: Buffer.from('From: a@example.test\r\nSubject: Warm\r\n\r\nhello\r\n'),
      });
      for (const { set, url, field, type, files } of SETS) {
        const hostile = files();
        const probe = await startHealthProbe(m.t.app, { everyMs: PROBE_EVERY_MS, slowMs: HEALTH_TARGET_MS });
        const started = performance.now();
        const statuses: Record<string, number> = {};
        for (const file of hostile) {
          const response = await upload(m, url, field, type, file);
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        }
        const seconds = (performance.now() - started) / 1000;
        const health = await probe.stop();
        runs.push({
          database,
          set,
          files: hostile.length,
          seconds: Number(seconds.toFixed(2)),
          answers: statuses,
          healthProbes: health.probes,
          healthFailures: health.failures.length,
          healthWorstMs: Number(health.worstMs.toFixed(1)),
          healthOverTarget: health.slow.map(({ ms }) => Number(ms.toFixed(1))),
          withinTarget: health.failures.length === 0 && health.worstMs < HEALTH_TARGET_MS,
        });
      }
    } finally {
      await m.t.close();
    }
  }
  return writeResult('review-hostile-uploads', {
    description:
      'GET /api/health over real HTTP every 10 ms while hostile e-mails and recordings are uploaded one after another (in-process), per database; the goal is every answer under 100 ms',
    targetHealthWorstMs: HEALTH_TARGET_MS,
    runs,
  });
}
