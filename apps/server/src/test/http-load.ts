import { Agent, request } from 'node:http';

/** What became of one request: its status, or the error code of a connection that failed it. */
export interface LoadOutcome {
  /**
   * Put on a connection after the moment `mark` names (e.g. after the shutdown began): a request waiting in the
   * client's own queue for a free connection was not yet sent, whenever it was asked for.
   */
  late: boolean;
  /** Sent on a kept-alive connection an earlier request had opened (false: a connection of its own). */
  reused: boolean;
  status?: number;
  error?: string;
  connectionClose: boolean;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A body sent in `chunks` pieces, one every `chunkGapMs`: an upload that takes time on the wire. */
  body?: Buffer;
  chunks?: number;
  chunkGapMs?: number;
}

/**
 * A client that keeps connections alive, as browsers and proxies do, sending requests at a fixed rate and
 * recording what became of each: for tests that watch a server under load (its shutdown, its health probe).
 */
export function httpLoad(origin: string, maxSockets = 16) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const url = new URL(origin);
  const outcomes: LoadOutcome[] = [];
  const pending = new Set<Promise<void>>();
  let markedAt: number | undefined;

  function send(spec: LoadRequest): void {
    let late = true; // until a connected socket takes it
    const done = new Promise<void>((resolve) => {
      const record = (outcome: Omit<LoadOutcome, 'late' | 'reused'>) => {
        outcomes.push({ late, reused: req.reusedSocket, ...outcome });
        resolve();
      };
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          agent,
          headers: spec.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            record({ status: res.statusCode, connectionClose: res.headers.connection === 'close' }),
          );
          res.on('error', (error: NodeJS.ErrnoException) =>
            record({ error: error.code ?? error.message, connectionClose: false }),
          );
        },
      );
      req.on('socket', (socket) => {
        const onConnected = () => (late = markedAt !== undefined);
        if (socket.connecting) socket.once('connect', onConnected);
        else onConnected();
      });
      req.on('error', (error: NodeJS.ErrnoException) =>
        record({ error: error.code ?? error.message, connectionClose: false }),
      );
      void writeBody(req, spec);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  }

  return {
    send,
    /** Requests sent from now on count as late. */
    mark: () => (markedAt = Date.now()),
    /** Every request sent so far has its outcome. */
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
      return outcomes;
    },
    close: () => agent.destroy(),
  };
}

async function writeBody(req: ReturnType<typeof request>, spec: LoadRequest): Promise<void> {
  if (!spec.body) {
    req.end();
    return;
  }
  const chunks = spec.chunks ?? 1;
  const size = Math.ceil(spec.body.length / chunks);
  for (let index = 0; index < chunks; index += 1) {
    if (req.destroyed) return;
    req.write(spec.body.subarray(index * size, (index + 1) * size));
    if (index < chunks - 1) await new Promise((resolve) => setTimeout(resolve, spec.chunkGapMs ?? 0));
  }
  req.end();
}
