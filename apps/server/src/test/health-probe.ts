import { Agent, request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { listenLocally } from './listen-locally.ts';

export interface HealthProbeReport {
  probes: number;
  /** The slowest answer, in milliseconds. */
  worstMs: number;
  /** Answers other than 200, and failed requests, as text. */
  failures: string[];
  /** When (performance.now() at the start) each probe slower than `slowMs` was sent, and how long it took. */
  slow: { at: number; ms: number }[];
}

export interface HealthProbe {
  /**
   * Runs the test's own work (a storage snapshot) with no probe out: on PGlite a query holds the event loop, and
   * the test's bookkeeping is not what the server does for a request.
   */
  quiet<T>(work: () => Promise<T>): Promise<T>;
  /** Stops probing, stops listening and reports. */
  stop(): Promise<HealthProbeReport>;
}

function getOnce(url: string, agent: Agent, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { agent, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('timeout', () => call.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    call.on('error', reject);
    call.end();
  });
}

/**
 * Asks GET /api/health over real HTTP every `everyMs` while a test works the same app through `inject`: it shares
 * the event loop and the database with the test's requests, so its worst latency shows whether any of them held
 * the server up.
 */
export async function startHealthProbe(
  app: FastifyInstance,
  { everyMs = 20, slowMs = 100 } = {},
): Promise<HealthProbe> {
  const listener = await listenLocally(app.server);
  const url = `${listener.origin}/api/health`;
  const report: HealthProbeReport = { probes: 0, worstMs: 0, failures: [], slow: [] };
  // One kept-alive connection, as a load balancer's checks use: a probe times the answer, not a TCP handshake.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // One answer before timing: the first request over a new listener pays for one-off work (compiling its answer).
  await getOnce(url, agent, 5_000);
  const state = { running: true };
  let paused: Promise<void> | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  const loop = (async () => {
    while (state.running) {
      if (paused) await paused;
      let done = () => {};
      inFlight = new Promise<void>((resolve) => (done = resolve));
      const started = performance.now();
      try {
        const status = await getOnce(url, agent, 5_000);
        if (status !== 200) report.failures.push(`answered ${status}`);
      } catch (error) {
        report.failures.push(String(error));
      }
      const ms = performance.now() - started;
      report.worstMs = Math.max(report.worstMs, ms);
      if (ms > slowMs) report.slow.push({ at: started, ms });
      report.probes += 1;
      done();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async quiet(work) {
      let resume = () => {};
      paused = new Promise<void>((resolve) => (resume = resolve));
      await inFlight;
      try {
        return await work();
      } finally {
        paused = undefined;
        resume();
      }
    },
    async stop() {
      state.running = false;
      await loop;
      agent.destroy(); // closes the kept-alive socket, so the listener can close
      await listener.close();
      return report;
    },
  };
}
