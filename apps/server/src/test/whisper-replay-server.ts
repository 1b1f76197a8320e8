import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface ReplayResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface TranscriptionRequest {
  path: string;
  authorization: string | null;
  model: string | null;
  responseFormat: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
}

export interface WhisperReplayServer {
  /** The API base to configure as WHISPER_BASE_URL (…/v1). */
  baseUrl: string;
  requests: TranscriptionRequest[];
  /** Answers for the next requests, in order; when none is queued, `fallback` answers. */
  enqueue(...responses: ReplayResponse[]): void;
  close(): Promise<void>;
}

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/whisper/${name}`, import.meta.url), 'utf8');

/** The recorded answer for a reference call, chosen by the uploaded file's name (call-en-adr.mp3 → English). */
export function recordedAnswer(fileName: string | null): ReplayResponse {
  const json = { status: 200, headers: { 'content-type': 'application/json' } };
  if (fileName?.startsWith('call-en-adr')) return { ...json, body: fixture('openai-verbose-json-en.json') };
  if (fileName?.startsWith('call-es-adr'))
    return { ...json, body: fixture('faster-whisper-verbose-json-es.json') };
  return {
    ...json,
    body: JSON.stringify({ task: 'transcribe', language: 'english', text: '', segments: [] }),
  };
}

async function readRequest(req: IncomingMessage): Promise<TranscriptionRequest> {
  const body = await buffer(req);
  const form = await new Request('http://replay', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  })
    .formData()
    .catch(() => null);
  const file = form?.get('file');
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : null;
  };
  return {
    path: req.url ?? '',
    authorization: req.headers.authorization ?? null,
    model: text('model'),
    responseFormat: text('response_format'),
    fileName: file instanceof File ? file.name : null,
    fileType: file instanceof File ? file.type : null,
    fileBytes: file instanceof File ? file.size : 0,
  };
}

/**
 * A local OpenAI-compatible transcription endpoint for tests: records each request (parsed multipart) and
 * answers queued responses (429, 500 …) or the recorded answer for the uploaded reference call.
 */
export async function startWhisperReplayServer(
  fallback: (request: TranscriptionRequest) => ReplayResponse = (request) => recordedAnswer(request.fileName),
): Promise<WhisperReplayServer> {
  const queue: ReplayResponse[] = [];
  const requests: TranscriptionRequest[] = [];
  const server = createServer((req, res) => {
    void readRequest(req).then((request) => {
      requests.push(request);
      const answer =
        request.path === '/v1/audio/transcriptions'
          ? (queue.shift() ?? fallback(request))
          : { status: 404, body: '{"error":{"message":"Not found"}}' };
      res.writeHead(answer.status, answer.headers ?? { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...responses) => queue.push(...responses),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
