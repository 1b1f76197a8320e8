import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the replay server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
}

export type Handler = (request: SeenRequest) => Reply | null;

/** A failure to answer instead of the real reply, for the next `times` requests whose path starts with `prefix`. */
export interface Fault {
  prefix: string;
  reply: Reply;
  times: number;
}

export interface ReplayServer {
  url: string;
  seen: SeenRequest[];
  fault(prefix: string, reply: Reply, times?: number): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, reply: Reply): void {
  const isJson = reply.body !== undefined && typeof reply.body === 'object' && !Buffer.isBuffer(reply.body);
  const body = isJson ? JSON.stringify(reply.body) : (reply.body as string | Buffer | undefined);
  const headers = {
    ...(isJson ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    ...reply.headers,
  };
  res.writeHead(reply.status, headers).end(body);
}

/**
 * A local HTTP server for replaying outside APIs in tests: handlers answer in the API's real formats, faults
 * (429 with Retry-After, 500…) are injected in front of them, and every request is recorded.
 */
export async function startReplayServer(handlers: Handler[]): Promise<ReplayServer> {
  const seen: SeenRequest[] = [];
  const faults: Fault[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://replay.local');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const fault = faults.find((f) => f.times > 0 && request.path.startsWith(f.prefix));
      if (fault) {
        fault.times -= 1;
        send(res, fault.reply);
        return;
      }
      for (const handler of handlers) {
        const reply = handler(request);
        if (reply) {
          send(res, reply);
          return;
        }
      }
      send(res, {
        status: 404,
        body: { error: { code: 'NotFound', message: `No replay for ${request.path}` } },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    fault(prefix, reply, times = 1) {
      faults.push({ prefix, reply, times });
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
