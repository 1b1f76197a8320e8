import { readdirSync, readFileSync } from 'node:fs';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, items } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fixedAnalyzer } from '../../test/fixed-analyzer.ts';
import { multipartFile } from '../../test/multipart.ts';
import { startMemberApp, type MemberApp } from '../../test/member-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startWhisperReplayServer, type WhisperReplayServer } from '../../test/whisper-replay-server.ts';

const kinds = await testDatabaseKinds();
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/audio/${name}`, import.meta.url));
const spoken = fixture('call-en-adr.txt').toString('utf8').trim();

interface RecordingBody {
  id: string;
  file_name: string;
  content_type: string;
  duration_seconds: number | null;
  uploaded_by: string;
  org_name: string;
  transcription: string | null;
  detectedLanguage: string | null;
  ai_status: string;
  ai_error: string | null;
  adr: boolean | null;
}

describe.each(kinds)('recordings on %s', (kind) => {
  let t: TestApp;
  let whisper: WhisperReplayServer;
  let alice: string;
  let mallory: string;
  let acmeId: string;
  let call: MemberApp['call'];
  let auth: MemberApp['auth'];

  beforeAll(async () => {
    whisper = await startWhisperReplayServer();
    // Alice reviews calls for Acme. Mallory belongs to another organisation and must not reach Acme's calls.
    ({
      t,
      call,
      auth,
      orgId: acmeId,
      member: alice,
      outsider: mallory,
    } = await startMemberApp(kind, {
      analyzer: fixedAnalyzer(),
      env: { WHISPER_BASE_URL: whisper.baseUrl, WHISPER_MAX_RETRIES: '0' },
    }));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await whisper.close();
  });

  const upload = (token: string, fileName: string, bytes: Buffer, contentType: string, field = 'audio') => {
    const { payload, headers } = multipartFile(field, fileName, bytes, contentType);
    return t.app.inject({
      method: 'POST',
      url: '/api/recordings/upload',
      headers: { ...headers, ...auth(token) },
      payload,
    });
  };
  const getRecording = async (id: string) =>
    (await call('GET', `/api/recordings/${id}`, alice)).json<{ data: RecordingBody }>().data;
  const waitFor = async (id: string, done: (recording: RecordingBody) => boolean) => {
    for (let i = 0; i < 150; i += 1) {
      const recording = await getRecording(id);
      if (done(recording)) return recording;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the recording did not reach the expected state');
  };
  const finished = (r: RecordingBody) => r.ai_status === 'processed' || r.ai_status === 'failed';
  const blobFiles = (): string[] => {
    try {
      return readdirSync(t.config.blobDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return []; // no blob written yet
    }
  };
  const snapshot = async () => {
    const { db } = t.database;
    return {
      items: (await db.select({ n: count() }).from(items))[0]?.n,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
      blobs: blobFiles().length,
    };
  };

  let wavId = '';

  it('stores an uploaded WAV, transcribes it with the configured engine, then analyses the text', async () => {
    const response = await upload(alice, 'call-en-adr.wav', fixture('call-en-adr.wav'), 'audio/wav');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; recording_id: string }>();
    expect(body).toEqual({ success: true, recording_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string });
    wavId = body.recording_id;

    const recording = await waitFor(wavId, finished);
    expect(recording).toMatchObject({
      file_name: 'call-en-adr.wav',
      content_type: 'audio/wav',
      duration_seconds: 11.613,
      uploaded_by: 'Alice Reviewer',
      org_name: 'Acme Pharma',
      transcription: spoken,
      detectedLanguage: 'en',
      ai_status: 'processed',
      ai_error: null,
    });
    const [row] = await t.database.db.select().from(items).where(eq(items.id, wavId));
    expect(row?.externalId).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.data).toMatchObject({
      transcription_engine: 'whisper',
      uploaded_by_id: expect.any(String) as string,
    });
    expect(whisper.requests.at(-1)).toMatchObject({ fileName: 'call-en-adr.wav', fileType: 'audio/wav' });

    const events = await t.database.db
      .select({ type: auditEvents.type, data: auditEvents.data })
      .from(auditEvents)
      .where(eq(auditEvents.orgId, acmeId))
      .orderBy(asc(auditEvents.id));
    expect(events.map((e) => e.type)).toEqual(['item.created', 'item.transcribed', 'item.analyzed']);
    expect(events[1]?.data).toEqual({
      itemId: wavId,
      engine: 'whisper',
      language: 'en',
      characters: spoken.length,
    });
  });

  it('stores an MP3 once: the same bytes again answer the same id and leave one file', async () => {
    const first = await upload(alice, 'call-en-adr.mp3', fixture('call-en-adr.mp3'), 'audio/mpeg');
    expect(first.statusCode).toBe(200);
    const id = first.json<{ recording_id: string }>().recording_id;
    await waitFor(id, finished);
    const before = await snapshot();

    // Same bytes, another name and a vague type: still recognised as the same recording.
    const again = await upload(alice, 'copy.mp3', fixture('call-en-adr.mp3'), 'application/octet-stream');
    expect(again.json()).toEqual({ success: true, recording_id: id });
    expect(await snapshot()).toEqual(before);
    expect(await getRecording(id)).toMatchObject({
      content_type: 'audio/mpeg',
      file_name: 'call-en-adr.mp3',
    });
  });

  it.each([
    ['not-audio.mp3', 'audio/mpeg'],
    ['plain-text.wav', 'audio/wav'],
    ['notes.txt', 'text/plain'],
  ])('refuses %s (%s) with the spec message and stores nothing', async (name, type) => {
    const before = await snapshot();
    const bytes = name === 'notes.txt' ? Buffer.from('not a recording') : fixture(name);
    const response = await upload(alice, name, bytes, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please upload only audio files', code: 'only_audio_files' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request without the audio field', async () => {
    const response = await upload(alice, 'call.wav', fixture('call-en-adr.wav'), 'audio/wav', 'file');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Send one audio file in the form field "audio"',
      code: 'audio_field_missing',
    });
  });

  it('signs an expiring link to the audio for its own organisation only', async () => {
    const response = await call('GET', `/api/recordings/${wavId}/url`, alice);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { signedUrl: string; expiresAt: string } }>();
    expect(data.signedUrl.startsWith(`${t.config.publicUrl}/files?key=`)).toBe(true);
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());

    const file = await t.app.inject({ method: 'GET', url: data.signedUrl.slice(t.config.publicUrl.length) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.equals(fixture('call-en-adr.wav'))).toBe(true);

    const foreign = await call('GET', `/api/recordings/${wavId}/url`, mallory);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Recording not found', code: 'recording_not_found' });
  });

  it('re-runs analysis of a transcribed recording; another organisation gets 404 and changes nothing', async () => {
    const before = await snapshot();
    const foreign = await call('POST', '/api/recordings/analyze', mallory, { recordingId: wavId });
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);

    const requestsBefore = whisper.requests.length;
    const response = await call('POST', '/api/recordings/analyze', alice, { recordingId: wavId });
    expect(response.json()).toEqual({ success: true, message: 'Analysis started' });
    const recording = await waitFor(wavId, finished);
    expect(recording.ai_status).toBe('processed');
    expect(whisper.requests.length).toBe(requestsBefore); // analysed again, not transcribed again
    const types = await t.database.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(eq(auditEvents.orgId, acmeId));
    expect(types.filter((e) => e.type === 'item.reanalysis_requested')).toHaveLength(1);
  });

  it('removing a recording archives it, audited: its page, audio and history stay; not for another organisation', async () => {
    const before = await snapshot();
    const foreign = await call('DELETE', `/api/recordings/${wavId}`, mallory);
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);

    const response = await call('DELETE', `/api/recordings/${wavId}`, alice);
    expect(response.json()).toEqual({ success: true });
    const after = await snapshot();
    expect(after).toEqual({ items: before.items, audit: (before.audit ?? 0) + 1, blobs: before.blobs });
    expect((await call('GET', `/api/recordings/${wavId}`, alice)).statusCode).toBe(200);
    const list = (await call('GET', '/api/recordings?status=all', alice)).json<{
      recordings: { id: string }[];
    }>();
    expect(list.recordings.map((row) => row.id)).not.toContain(wavId);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'item.archived'));
    expect(event?.data).toMatchObject({ itemId: wavId, source: 'recording' });
    expect((await call('DELETE', `/api/recordings/${wavId}`, alice)).statusCode).toBe(404);
  });
});
