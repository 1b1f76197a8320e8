import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface Answer {
  status?: number;
  body: unknown;
  /** Headers besides the JSON content type (a 429's Retry-After). */
  headers?: Record<string, string>;
}

type Reply = Answer | ((call: RecordedCall) => Answer);

/**
 * A fetch stub for component tests: answers `METHOD /api/path` from a table (first matching prefix wins; query
 * strings ignored for matching) and records every call with its parsed JSON body or its FormData.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const key = Object.keys(routes)
      .filter((route) => `${method} ${url.pathname}`.startsWith(route))
      .sort((a, b) => b.length - a.length)[0];
    const reply = key ? routes[key] : { status: 404, body: { error: 'Not found' } };
    const {
      status = 200,
      body: answer,
      headers,
    } = typeof reply === 'function' ? reply(call) : (reply ?? { body: null });
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
