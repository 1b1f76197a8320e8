import { existsSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { testDatabaseKinds, type TestDatabaseKind } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { fixedAnalyzer } from '../../test/fixed-analyzer.ts';
import { multipartFile } from '../../test/multipart.ts';
import { startTestApp } from '../../test/test-app.ts';
import { startWhisperReplayServer, type WhisperReplayServer } from '../../test/whisper-replay-server.ts';
import { NO_TRANSCRIPTION_ENGINE_MESSAGE } from '../../transcription/transcriber.ts';

const kinds = await testDatabaseKinds();
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/audio/${name}`, import.meta.url));
// scripts/ensure-test-deps.sh installs the Debian packages; the real-engine test needs both.
const pocketsphinxInstalled =
  existsSync('/usr/bin/pocketsphinx_continuous') &&
  existsSync('/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict');

interface RecordingBody {
  transcription: string | null;
  detectedLanguage: string | null;
  ai_status: string;
  ai_error: string | null;
}

/** A test app of one engine configuration, with Alice as a member of Acme. */
async function appWith(kind: TestDatabaseKind, env: Record<string, string>) {
  const t = await startTestApp(kind, { analyzer: fixedAnalyzer(), env });
  const org = await buildOrg(t.database.db, 'Acme Pharma');
  const user = await buildUser(t.database.db, { name: 'Alice Reviewer' });
  await addMember(t.database.db, org.id, user.id);
  const token = await t.issuer.mintToken({ sub: user.id, org_id: org.id });
  const headers = { authorization: `Bearer ${token}` };
  const upload = async (name: string, type: string) => {
    const form = multipartFile('audio', name, fixture(name), type);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recordings/upload',
      headers: { ...form.headers, ...headers },
      payload: form.payload,
    });
    return response.json<{ recording_id: string }>().recording_id;
  };
  const get = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/recordings/${id}`, headers })).json<{
      data: RecordingBody;
    }>().data;
  // A deadline rather than a number of tries: on a loaded CI machine each poll itself can be slow.
  const waitFor = async (id: string, done: (r: RecordingBody) => boolean, seconds = 45) => {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      const recording = await get(id);
      if (done(recording)) return recording;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Say where the work is stuck: the item and its jobs, so a rare CI failure can be diagnosed from the log.
    const jobs = await t.database.db.execute(
      sql`select name, state, retry_count, start_after, output from pgboss.job where singleton_key = ${id}`,
    );
    throw new Error(`recording ${id} stayed ${JSON.stringify(await get(id))}; jobs: ${JSON.stringify(jobs)}`);
  };
  const analyze = (id: string) =>
    t.app.inject({ method: 'POST', url: '/api/recordings/analyze', headers, payload: { recordingId: id } });
  const engine = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/recordings/transcription-engine', headers })).json<{
      engine: string;
    }>();
  return { t, upload, get, waitFor, analyze, engine };
}

const failed = (r: RecordingBody) => r.ai_status === 'failed';
const processed = (r: RecordingBody) => r.ai_status === 'processed';

describe.each(kinds)('recording transcription failures on %s', (kind) => {
  let none: Awaited<ReturnType<typeof appWith>>;
  let whisper: WhisperReplayServer;
  let flaky: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    none = await appWith(kind, { TRANSCRIBER: 'none' });
    whisper = await startWhisperReplayServer();
    flaky = await appWith(kind, { WHISPER_BASE_URL: whisper.baseUrl, WHISPER_MAX_RETRIES: '0' });
  }, 120_000);
  afterAll(async () => {
    await none.t.close();
    await flaky.t.close();
    await whisper.close();
  });

  it('names the engine this server transcribes with, for the Audio panel', async () => {
    expect(await none.engine()).toEqual({ engine: 'none' });
    expect(await flaky.engine()).toEqual({ engine: 'whisper' });
    const anonymous = await none.t.app.inject({ method: 'GET', url: '/api/recordings/transcription-engine' });
    expect(anonymous.statusCode).toBe(401);
  });

  it(
    'without an engine, records the reason on the recording; a re-run tries the transcription again',
    { timeout: 120_000 },
    async () => {
      const id = await none.upload('call-en-adr.mp3', 'audio/mpeg');
      const recording = await none.waitFor(id, failed);
      expect(recording).toMatchObject({ transcription: null, ai_error: NO_TRANSCRIPTION_ENGINE_MESSAGE });
      const events = await none.t.database.db
        .select({ type: auditEvents.type, data: auditEvents.data })
        .from(auditEvents)
        .where(eq(auditEvents.type, 'item.transcription_failed'));
      expect(events).toEqual([
        {
          type: 'item.transcription_failed',
          data: { itemId: id, engine: 'none', error: NO_TRANSCRIPTION_ENGINE_MESSAGE },
        },
      ]);

      const rerun = await none.analyze(id);
      expect(rerun.json()).toEqual({ success: true, message: 'Transcription started' });
      // The re-run queued a transcription that was tried again: a second failure is recorded. (Reading the status
      // right after the call races the worker, which may already have failed it again.)
      const until = Date.now() + 60_000;
      let attempts = events.length;
      while (attempts < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        attempts = (
          await none.t.database.db
            .select({ type: auditEvents.type })
            .from(auditEvents)
            .where(eq(auditEvents.type, 'item.transcription_failed'))
        ).length;
      }
      expect(attempts).toBe(2);
      await none.waitFor(id, failed);
    },
  );

  it(
    'retries a failing service, then records the failure; nothing is lost',
    { timeout: 120_000 },
    async () => {
      // Three tries of the job, each refused with 500: then the recording says why.
      whisper.enqueue(
        ...Array.from({ length: 3 }, () => ({ status: 500, body: '{"error":{"message":"boom"}}' })),
      );
      const id = await flaky.upload('call-es-adr.mp3', 'audio/mpeg');
      const recording = await flaky.waitFor(id, failed);
      expect(recording.ai_error).toMatch(
        /^The transcription service at 127\.0\.0\.1:\d+ is busy or failing \(HTTP 500\)$/,
      );
      expect(whisper.requests).toHaveLength(3);

      // Once the service answers again, a re-run transcribes (Spanish, reported as such) and analyses it.
      const rerun = await flaky.analyze(id);
      expect(rerun.json()).toEqual({ success: true, message: 'Transcription started' });
      const done = await flaky.waitFor(id, processed);
      expect(done).toMatchObject({ detectedLanguage: 'es', ai_error: null });
      expect(done.transcription).toContain('metformina');
    },
  );
});

describe.runIf(pocketsphinxInstalled)('the embedded pocketsphinx engine', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith(kinds[0] ?? 'pglite', { TRANSCRIBER: 'pocketsphinx' });
  }, 120_000);
  afterAll(() => app.t.close());

  it(
    'transcribes the English reference call well enough to find the drug and the reaction',
    { timeout: 120_000 },
    async () => {
      const id = await app.upload('call-en-adr.wav', 'audio/wav');
      const recording = await app.waitFor(id, processed, 90);
      expect(recording.detectedLanguage).toBe('en');
      expect(recording.transcription).toMatch(/\bibuprofen\b/);
      expect(recording.transcription).toMatch(/\b(rash|itchy|swollen)\b/);
    },
  );
});
