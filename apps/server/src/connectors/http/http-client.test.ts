import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';
import { HttpError } from './http-error.ts';

type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A local server answering from a script: one reply per request, in order. */
let server: Server;
let baseUrl = '';
let script: Reply[] = [];
let seen: { method: string; url: string; body: string; headers: IncomingMessage['headers'] }[] = [];

const status =
  (code: number, headers: Record<string, string> = {}, body = ''): Reply =>
  (_req, res) => {
    res.writeHead(code, headers).end(body);
  };
const json =
  (value: unknown): Reply =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
      const reply = script.shift() ?? status(599);
      reply(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen = [];
});

function client(extra: HttpClientOptions = {}) {
  const waits: number[] = [];
  const http = createHttpClient({
    baseUrl,
    baseDelayMs: 100,
    random: () => 1,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...extra,
  });
  return { http, waits };
}

describe('http client', () => {
  it('joins the base URL, adds the query and headers, and returns the body', async () => {
    script = [json({ value: [1, 2] })];
    const { http } = client({ headers: { authorization: 'Bearer t' } });
    const response = await http.request({
      url: '/me/messages',
      query: { $top: 2, skip: undefined, q: 'a b' },
    });
    expect(response.json()).toEqual({ value: [1, 2] });
    expect(seen[0]?.url).toBe('/v1/me/messages?%24top=2&q=a+b');
    expect(seen[0]?.headers.authorization).toBe('Bearer t');
  });

  it('follows absolute next-page links as given', async () => {
    script = [json({ ok: true })];
    const { http } = client();
    await http.request({ url: `${baseUrl}me/messages?$skiptoken=abc` });
    expect(seen[0]?.url).toBe('/v1/me/messages?$skiptoken=abc');
  });

  it('retries 500s with growing backoff, then succeeds', async () => {
    script = [status(500), status(502), json({ ok: 1 })];
    const { http, waits } = client();
    expect((await http.request({ url: 'x' })).json()).toEqual({ ok: 1 });
    expect(waits).toEqual([100, 200]);
  });

  it('waits as long as Retry-After says on 429, for every request of the client', async () => {
    script = [status(429, { 'retry-after': '3' }), json({ ok: 1 })];
    const { http, waits } = client();
    await http.request({ url: 'x' });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(2900);
    expect(waits[0]).toBeLessThanOrEqual(3000);
  });

  it('gives up with the Retry-After when the server asks for longer than the client waits', async () => {
    script = [status(503, { 'retry-after': '120' }, 'busy')];
    const { http, waits } = client({ maxDelayMs: 10_000 });
    const error = await http.request({ url: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'status',
      status: 503,
      retryAfterMs: 120_000,
      body: 'busy',
      attempts: 1,
    });
    expect(waits).toEqual([]);
  });

  it('stops after maxRetries and reports the last status without the query string', async () => {
    script = [status(500), status(500), status(500)];
    const { http } = client({ maxRetries: 2 });
    const error = await http.request({ url: 'x', query: { api_key: 'secret' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(`GET ${baseUrl}x failed: HTTP 500 (after 3 attempts)`);
    expect(seen).toHaveLength(3);
  });

  it('does not retry client errors', async () => {
    script = [status(404, {}, '{"error":"nope"}')];
    const { http } = client();
    await expect(http.request({ url: 'x' })).rejects.toMatchObject({ status: 404, body: '{"error":"nope"}' });
    expect(seen).toHaveLength(1);
  });

  it('retries a POST on 429 but not on 500 (it may have been processed)', async () => {
    script = [status(429, { 'retry-after': '0' }), status(500)];
    const { http } = client();
    await expect(http.request({ method: 'POST', url: 'token', body: 'a=1' })).rejects.toMatchObject({
      status: 500,
      attempts: 2,
    });
    expect(seen.map((s) => s.body)).toEqual(['a=1', 'a=1']);
  });

  it('times out a slow answer and retries it', async () => {
    script = [() => undefined, json({ late: false })]; // the first reply never comes
    const { http, waits } = client({ timeoutMs: 200 });
    expect((await http.request({ url: 'x' })).json()).toEqual({ late: false });
    expect(waits).toEqual([100]);
  });

  it('reports a timeout on a POST without sending it again', async () => {
    script = [() => undefined];
    const { http } = client({ timeoutMs: 200 });
    await expect(http.request({ method: 'POST', url: 'x', json: { a: 1 } })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('refuses responses larger than the cap', async () => {
    script = [status(200, {}, 'x'.repeat(2000))];
    const { http } = client({ maxResponseBytes: 1000 });
    await expect(http.request({ url: 'x' })).rejects.toMatchObject({ kind: 'too_large' });
  });

  it('spaces requests by minIntervalMs', async () => {
    script = [json(1), json(2), json(3)];
    const { http, waits } = client({ minIntervalMs: 1000 });
    await http.request({ url: 'a' });
    await http.request({ url: 'b' });
    await http.request({ url: 'c' });
    expect(waits).toHaveLength(2);
    for (const wait of waits) expect(wait).toBeGreaterThan(900);
  });

  it('honours a real Retry-After with the real clock', async () => {
    script = [status(429, { 'retry-after': '1' }), json({ ok: true })];
    const http = createHttpClient({ baseUrl });
    const started = Date.now();
    await http.request({ url: 'x' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});
