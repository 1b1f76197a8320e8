import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWhisperReplayServer, type WhisperReplayServer } from '../../test/whisper-replay-server.ts';
import { TranscriptionError } from '../transcriber.ts';
import { createWhisperTranscriber, type WhisperOptions } from './whisper-transcriber.ts';

const audioFixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/audio/${name}`, import.meta.url));
const reference = (name: string) => audioFixture(name).toString('utf8').trim();

describe('whisper transcriber against a local OpenAI-compatible replay server', () => {
  let server: WhisperReplayServer;
  let waits: number[];
  beforeAll(async () => {
    server = await startWhisperReplayServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    waits = [];
  });

  const transcriber = (options: Partial<WhisperOptions> = {}) =>
    createWhisperTranscriber({
      baseUrl: `${server.baseUrl}/`,
      apiKey: 'sk-test',
      model: 'whisper-1',
      timeoutMs: 10_000,
      maxRetries: 2,
      maxDelayMs: 60_000,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      ...options,
    });
  const mp3 = {
    bytes: audioFixture('call-en-adr.mp3'),
    contentType: 'audio/mpeg',
    fileName: 'call-en-adr.mp3',
  };

  it('posts the file as multipart with the model and verbose_json, and maps OpenAI\'s "english" to en', async () => {
    const result = await transcriber().transcribe(mp3);
    expect(result).toEqual({ text: reference('call-en-adr.txt'), language: 'en' });
    expect(server.requests).toEqual([
      {
        path: '/v1/audio/transcriptions',
        authorization: 'Bearer sk-test',
        model: 'whisper-1',
        responseFormat: 'verbose_json',
        fileName: 'call-en-adr.mp3',
        fileType: 'audio/mpeg',
        fileBytes: mp3.bytes.length,
      },
    ]);
  });

  it("reads the ISO code of faster-whisper style answers and trims Whisper's leading space", async () => {
    const result = await transcriber({ apiKey: null }).transcribe({
      bytes: audioFixture('call-es-adr.mp3'),
      contentType: 'audio/mpeg',
      fileName: 'call-es-adr.mp3',
    });
    expect(result).toEqual({ text: reference('call-es-adr.txt'), language: 'es' });
    expect(server.requests[0]?.authorization).toBeNull();
  });

  it('waits what Retry-After asks on 429, backs off on 500, then succeeds', async () => {
    server.enqueue(
      { status: 429, headers: { 'retry-after': '3' }, body: '{"error":{"message":"Rate limit reached"}}' },
      { status: 500, body: '{"error":{"message":"Internal error"}}' },
    );
    const result = await transcriber().transcribe(mp3);
    expect(result.language).toBe('en');
    expect(server.requests).toHaveLength(3);
    // The client pauses for the Retry-After from the moment it read it: 3 s, less the milliseconds since.
    expect(waits[0]).toBeGreaterThan(2950);
    expect(waits[0]).toBeLessThanOrEqual(3000);
    expect(waits[1]).toBeGreaterThan(0);
    expect(waits[1]).toBeLessThanOrEqual(1000); // 0.5·2¹ s, less up to 25 % jitter
  });

  it('gives up after its retries with a retryable error that names the service and status', async () => {
    server.enqueue(...Array.from({ length: 3 }, () => ({ status: 503, body: 'Service Unavailable' })));
    const error = await transcriber()
      .transcribe(mp3)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriptionError);
    expect(error).toMatchObject({ retryable: true });
    expect((error as Error).message).toMatch(
      /^The transcription service at 127\.0\.0\.1:\d+ is busy or failing \(HTTP 503\)$/,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('does not sit in the job for a Retry-After longer than it may wait: fails at once, retryable', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '3600' }, body: '{}' });
    await expect(transcriber().transcribe(mp3)).rejects.toMatchObject({ retryable: true });
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('refused credentials and rejected files are not retried', async () => {
    server.enqueue({ status: 401, body: '{"error":{"message":"Incorrect API key provided"}}' });
    await expect(transcriber().transcribe(mp3)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(
        /refused the credentials \(HTTP 401\): check WHISPER_API_KEY$/,
      ) as string,
    });
    server.enqueue({ status: 400, body: '{"error":{"message":"Invalid file format."}}' });
    await expect(transcriber().transcribe(mp3)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(/rejected the recording \(HTTP 400: Invalid file format\.\)$/) as string,
    });
    expect(server.requests).toHaveLength(2);
  });

  it('sends a file above the upload limit as 16 kHz WAV parts and joins their texts', async () => {
    const answer = (text: string) => ({
      status: 200,
      body: JSON.stringify({ text: ` ${text}`, language: 'en' }),
    });
    server.enqueue(answer('first'), answer('second'), answer('third'));
    const result = await transcriber({ maxUploadBytes: 1000, partSeconds: 5 }).transcribe(mp3);
    expect(result).toEqual({ text: 'first second third', language: 'en' });
    // 11.6 s of audio: 5 s + 5 s + 1.6 s, each a 16-bit mono WAV at 16 kHz (44-byte header)
    expect(server.requests.map((r) => [r.fileName, r.fileType, r.fileBytes])).toEqual([
      ['part-1.wav', 'audio/wav', 44 + 5 * 16_000 * 2],
      ['part-2.wav', 'audio/wav', 44 + 5 * 16_000 * 2],
      ['part-3.wav', 'audio/wav', 44 + (185_808 - 10 * 16_000) * 2],
    ]);
  });

  it('reports an unreachable service as retryable', async () => {
    const closed = await startWhisperReplayServer();
    await closed.close();
    const error = await transcriber({ baseUrl: closed.baseUrl, maxRetries: 0 })
      .transcribe(mp3)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      retryable: true,
      message: expect.stringMatching(/could not be reached$/) as string,
    });
  });
});
