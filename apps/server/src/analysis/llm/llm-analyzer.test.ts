import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLlmAnalyzer, LlmResponseError, type LlmAnalyzerOptions } from './llm-analyzer.ts';

const COMPLETION = readFileSync(
  new URL('../../test/fixtures/llm/chat-completion.json', import.meta.url),
  'utf8',
);

interface Recorded {
  at: number;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

type Reply = (response: ServerResponse, request: Recorded) => void | Promise<void>;

/** A local OpenAI-compatible endpoint answering POST /v1/chat/completions from a script of replies. */
async function replayServer(
  replies: Reply[],
): Promise<{ url: string; requests: Recorded[]; server: Server }> {
  const requests: Recorded[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const recorded = {
        at: Date.now(),
        body: JSON.parse(raw) as Record<string, unknown>,
        authorization: request.headers.authorization,
      };
      requests.push(recorded);
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
      void reply?.(response, recorded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const json =
  (status: number, body: string, headers: Record<string, string> = {}) =>
  (response: ServerResponse): void => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };

function options(url: string, overrides: Partial<LlmAnalyzerOptions> = {}): LlmAnalyzerOptions {
  return {
    baseUrl: url,
    apiKey: 'test-key',
    model: 'gpt-4o-mini',
    concurrency: 4,
    timeoutMs: 5000,
    maxRetries: 3,
    ...overrides,
  };
}

const input = {
  text: 'Two days after starting the antibiotic I got itchy hives on my arms, should I stop taking it?',
  channel: 'youtube' as const,
};

describe('llm analyser', () => {
  it('sends the guide and a JSON schema, and maps the structured answer', async () => {
    const { url, requests } = await replayServer([json(200, COMPLETION)]);
    const result = await createLlmAnalyzer(options(url)).analyze(input);
    expect(result).toEqual({
      adr: {
        flagged: true,
        reason: expect.stringContaining('itchy hives on my arms') as string,
        reactionTerm: 'Urticaria',
        meddraCode: null,
      },
      pqc: { flagged: false, reason: null },
      mi: { flagged: true, reason: expect.stringContaining('should I stop taking it?') as string },
      summary: null,
      language: 'en',
      // This recorded answer predates the facts in the schema: none are read, nothing fails.
      facts: null,
    });
    const [request] = requests;
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0,
      response_format: { type: 'json_schema' },
    });
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain('pqc — a complaint about the physical product');
    expect(JSON.parse(messages[1]?.content ?? '{}')).toEqual({
      channel: 'youtube',
      title: null,
      text: input.text,
    });
  });

  it('waits as Retry-After says on 429, retries a 500, then succeeds', async () => {
    const { url, requests } = await replayServer([
      json(429, '{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}', {
        'retry-after': '1',
      }),
      json(500, '{"error":{"message":"The server had an error","type":"server_error"}}'),
      json(200, COMPLETION),
    ]);
    const result = await createLlmAnalyzer(options(url)).analyze(input);
    expect(result.adr.flagged).toBe(true);
    expect(requests).toHaveLength(3);
    expect((requests[1]?.at ?? 0) - (requests[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('gives up after the configured retries with the server error', async () => {
    const { url, requests } = await replayServer([
      json(503, '{"error":{"message":"overloaded"}}', { 'retry-after': '0' }),
    ]);
    await expect(createLlmAnalyzer(options(url, { maxRetries: 1 })).analyze(input)).rejects.toThrow(/503/);
    expect(requests).toHaveLength(2);
  });

  it('reports invalid JSON from the model as a clear error', async () => {
    const broken = JSON.parse(COMPLETION) as { choices: { message: { content: string } }[] };
    const first = broken.choices[0];
    if (first) first.message.content = 'Sure! Here is the analysis: adr=yes';
    const { url } = await replayServer([json(200, JSON.stringify(broken))]);
    const analysis = createLlmAnalyzer(options(url)).analyze(input);
    await expect(analysis).rejects.toBeInstanceOf(LlmResponseError);
    await expect(analysis).rejects.toThrow('The model returned invalid JSON');
  });

  it('rejects JSON that does not follow the schema', async () => {
    const partial = JSON.parse(COMPLETION) as { choices: { message: { content: string } }[] };
    const first = partial.choices[0];
    if (first) first.message.content = '{"adr":{"flagged":"yes"}}';
    const { url } = await replayServer([json(200, JSON.stringify(partial))]);
    await expect(createLlmAnalyzer(options(url)).analyze(input)).rejects.toThrow(
      /does not match the analysis schema/,
    );
  });

  it('times out a silent server', async () => {
    const { url } = await replayServer([() => undefined]);
    await expect(
      createLlmAnalyzer(options(url, { timeoutMs: 1000, maxRetries: 0 })).analyze(input),
    ).rejects.toThrow(/timed out/i);
  });

  it('keeps at most LLM_CONCURRENCY requests in flight', async () => {
    let inFlight = 0;
    let highest = 0;
    const slow: Reply = async (response) => {
      inFlight += 1;
      highest = Math.max(highest, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 40));
      inFlight -= 1;
      json(200, COMPLETION)(response);
    };
    const { url, requests } = await replayServer([slow]);
    const analyzer = createLlmAnalyzer(options(url, { concurrency: 2 }));
    await Promise.all(Array.from({ length: 6 }, () => analyzer.analyze(input)));
    expect(requests).toHaveLength(6);
    expect(highest).toBe(2);
  });
});
