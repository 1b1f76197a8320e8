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
import { items } from '../../db/schema/index.ts';
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
  const upload = async (name: string, type: string, fields: Record<string, string> = {}) => {
    const form = multipartFile('audio', name, fixture(name), type, fields);
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
  const saveTranscript = (id: string, payload: object, as = headers) =>
    t.app.inject({ method: 'PUT', url: `/api/recordings/${id}/transcript`, headers: as, payload });
  return { t, upload, get, waitFor, analyze, engine, saveTranscript, orgId: org.id };
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

describe.each(kinds)('a transcript typed by a reviewer on %s (issue 27)', (kind) => {
  let none: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    none = await appWith(kind, { TRANSCRIBER: 'none' });
  }, 120_000);
  afterAll(() => none.t.close());

  it(
    'lets a member type the transcript of a recording that waits, keeps every version, audits it and analyses it',
    { timeout: 120_000 },
    async () => {
      const id = await none.upload('call-en-adr.wav', 'audio/wav', { language: 'en' });
      const waiting = await none.waitFor(id, failed);
      expect(waiting.ai_error).toBe(NO_TRANSCRIPTION_ENGINE_MESSAGE);
      expect(waiting.ai_error).toContain('type or paste the transcript');

      expect((await none.saveTranscript(id, { text: '   ' })).json()).toMatchObject({
        code: 'recording_transcript_empty',
      });
      const first = await none.saveTranscript(id, { text: 'Caller: I had an ADR, a rash after ibuprofen.' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ success: true, version: 1 });
      const analysed = await none.waitFor(id, processed);
      expect(analysed).toMatchObject({
        transcription: 'Caller: I had an ADR, a rash after ibuprofen.',
        ai_error: null,
      });

      const corrected = await none.saveTranscript(id, {
        text: 'Caller: a rash after ibuprofen. ADR.',
        language: 'en',
      });
      expect(corrected.json()).toMatchObject({ version: 2 });
      const [row] = await none.t.database.db.select({ data: items.data }).from(items).where(eq(items.id, id));
      const versions = row?.data.transcript_versions as { version: number; source: string; text: string }[];
      expect(versions.map((version) => [version.version, version.source])).toEqual([
        [1, 'reviewer'],
        [2, 'reviewer'],
      ]);
      expect(versions[0]?.text).toBe('Caller: I had an ADR, a rash after ibuprofen.');
      const events = await none.t.database.db
        .select({ data: auditEvents.data })
        .from(auditEvents)
        .where(eq(auditEvents.type, 'item.transcript_saved'));
      expect(events.map((event) => (event.data as { version: number }).version)).toEqual([1, 2]);
    },
  );

  it('refuses an unknown call language on upload, and another organisation’s recording', async () => {
    const form = multipartFile('audio', 'call-en-adr.wav', fixture('call-en-adr.wav'), 'audio/wav', {
      language: 'klingon',
    });
    const refused = await none.t.app.inject({
      method: 'POST',
      url: '/api/recordings/upload',
      headers: { ...form.headers, authorization: (await otherMember(none)).authorization },
      payload: form.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'recording_language_unknown' });
    const id = await none.upload('call-en-adr.wav', 'audio/wav');
    const outsider = await none.saveTranscript(id, { text: 'ADR' }, await otherMember(none));
    expect(outsider.statusCode).toBe(404);
  });
});

/** A member of another organisation, as request headers. */
async function otherMember(app: Awaited<ReturnType<typeof appWith>>) {
  const org = await buildOrg(app.t.database.db, 'Other Co');
  const user = await buildUser(app.t.database.db);
  await addMember(app.t.database.db, org.id, user.id);
  return { authorization: `Bearer ${await app.t.issuer.mintToken({ sub: user.id, org_id: org.id })}` };
}

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

  it('never runs on a call said to be in a language it lacks: the recording waits for a transcript', async () => {
    const id = await app.upload('call-es-adr.mp3', 'audio/mpeg', { language: 'es' });
    const recording = await app.waitFor(id, failed);
    expect(recording.ai_error).toBe(
      'The pocketsphinx engine does not transcribe calls in Spanish: type or paste the transcript',
    );
    expect(recording.transcription ?? '').toBe('');
    expect(recording.detectedLanguage).toBe('es');
  });
});
