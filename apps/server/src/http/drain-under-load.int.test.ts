import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases.ts';
import { httpLoad, type LoadOutcome } from '../test/http-load.ts';
import { buildItems } from '../test/item-factory.ts';
import { startMemberApp, type MemberApp } from '../test/member-app.ts';
import { multipartFile } from '../test/multipart.ts';
import { shutDown } from './shutdown.ts';

const kinds = await testDatabaseKinds();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plain e-mail of about 300 KB: long enough that its upload is still on the wire when the signal comes. */
function emailUpload(index: number) {
  const eml = Buffer.from(
    `From: Dr Ana <ana@clinic.test>\r\nTo: pv@acme.test\r\nSubject: Report ${index}\r\n` +
      `Date: Mon, 16 Nov 2026 09:00:00 +0000\r\nMessage-ID: <drain-${index}-${Date.now()}@clinic.test>\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\n\r\n${'A patient had a rash after the tablets.\r\n'.repeat(7500)}`,
  );
  return multipartFile('email', `report-${index}.eml`, eml, 'message/rfc822');
}

const summary = (outcomes: LoadOutcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    const key = `${outcome.late ? 'late' : 'in time'} ${outcome.error ?? String(outcome.status)}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe.each(kinds)('shutdown under load on %s', (kind) => {
  let m: MemberApp;
  let origin: string;

  beforeAll(async () => {
    m = await startMemberApp(kind, { workers: false });
    await buildItems(
      m.t.database.db,
      Array.from({ length: 60 }, (_, index) => ({
        orgId: m.orgId,
        source: 'email' as const,
        title: `E-mail ${index}`,
        text: 'The patient reported dizziness after the second dose. '.repeat(370),
      })),
    );
    origin = await m.t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => m.t.close());

  it('answers every request sent before SIGTERM (uploads on the wire included) and closes kept-alive connections, then exits 0', async () => {
    const load = httpLoad(origin);
    const auth = { authorization: `Bearer ${m.member}` };
    let sent = 0;
    // 100 list requests a second and an upload every 100 ms, each upload 300 KB in 10 pieces over 270 ms.
    const ticker = setInterval(() => {
      sent += 1;
      load.send({ method: 'GET', path: '/api/emails?page=1&page_size=50', headers: auth });
      if (sent % 10 === 0) {
        const { payload, headers } = emailUpload(sent);
        load.send({
          method: 'POST',
          path: '/api/email/upload',
          headers: { ...auth, ...headers },
          body: payload,
          chunks: 10,
          chunkGapMs: 30,
        });
      }
    }, 10);
    await wait(1500);
    load.mark();
    let exitCode: number | undefined;
    const stopped = shutDown(
      {
        app: m.t.app,
        stopServices: () => Promise.resolve(),
        closeDatabase: () => Promise.resolve(),
        exit: (code) => (exitCode = code),
        // What is tested is that everything in flight is answered; the product's 4 s drain bound has its own test
        // (shutdown.test.ts). A CI machine running another test file beside this one can need longer.
        limits: { hardMs: 30_000, drainMs: 20_000 },
      },
      'SIGTERM',
    );
    // Readiness fails at once, so a load balancer sends new traffic elsewhere while the server drains.
    const ready = await m.t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toMatchObject({ code: 'shutting_down' });
    expect(ready.statusCode).toBe(503);
    await wait(1000);
    clearInterval(ticker);
    await stopped;
    const outcomes = await load.settled();
    load.close();

    const inTime = outcomes.filter((outcome) => !outcome.late);
    expect(inTime.length).toBeGreaterThan(20);
    // Every request sent before the signal was answered as usual: no reset, no cut upload, no 503.
    expect(summary(inTime.filter((outcome) => outcome.status !== 200))).toEqual({});
    // After it: on a kept-alive connection, answered (with Connection: close); a new connection is refused at
    // connect, or reset by the kernel if it reached the accept queue as the listener closed — never accepted.
    const late = outcomes.filter((outcome) => outcome.late);
    expect(summary(late.filter((outcome) => outcome.reused && outcome.status === undefined))).toEqual({});
    const lateAnswered = late.filter((outcome) => outcome.status !== undefined);
    expect(lateAnswered.filter((outcome) => outcome.status !== 200 || !outcome.connectionClose)).toEqual([]);
    expect(exitCode).toBe(0);
  }, 60_000);
});
