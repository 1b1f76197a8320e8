import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  shutDown,
  SHUTDOWN_DRAIN_MS,
  SHUTDOWN_HARD_LIMIT_MS,
  SHUTDOWN_JOBS_MS,
  SHUTDOWN_NOTICE_MS,
} from './shutdown.ts';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** Just the parts of a Fastify instance shutDown uses; close() resolves when `release` is called. */
function fakeApp() {
  let release: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    release = resolve;
  });
  const closeAllConnections = vi.fn(() => release());
  const app = {
    log,
    close: vi.fn(() => closed),
    server: { closeAllConnections, closeIdleConnections: vi.fn() },
  };
  return { app: app as unknown as FastifyInstance, release: () => release(), closeAllConnections };
}

const never = () => new Promise<void>(() => undefined);
const done = () => Promise.resolve();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const limits = { hardMs: 200, drainMs: 50 };

describe('shutDown', () => {
  it('fits its steps in the 10 s an orchestrator gives', () => {
    expect(SHUTDOWN_NOTICE_MS + SHUTDOWN_DRAIN_MS + SHUTDOWN_JOBS_MS).toBeLessThan(SHUTDOWN_HARD_LIMIT_MS);
    expect(SHUTDOWN_HARD_LIMIT_MS).toBeLessThan(10_000);
  });

  it('closes the server, then the workers, then the database, and exits 0', async () => {
    const { app, release } = fakeApp();
    const order: string[] = [];
    const exit = vi.fn();
    release();
    await shutDown(
      {
        app,
        stopServices: () => done().then(() => void order.push('workers')),
        closeDatabase: () => done().then(() => void order.push('database')),
        exit,
        limits,
      },
      'SIGTERM',
    );
    expect(order).toEqual(['workers', 'database']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('cuts the connections of requests still open after the drain time, finishes the rest and exits 1', async () => {
    const { app, closeAllConnections } = fakeApp();
    const closeDatabase = vi.fn(done);
    const exit = vi.fn();
    await shutDown({ app, stopServices: done, closeDatabase, exit, limits }, 'SIGTERM');
    expect(closeAllConnections).toHaveBeenCalledOnce();
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('exits 1 at the hard limit when a step hangs', async () => {
    const { app, release } = fakeApp();
    release();
    const exit = vi.fn();
    void shutDown({ app, stopServices: never, closeDatabase: done, exit, limits }, 'SIGTERM');
    await wait(limits.hardMs + 100);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('exits 1 when a step fails', async () => {
    const { app, release } = fakeApp();
    release();
    const exit = vi.fn();
    const failing = () => Promise.reject(new Error('database gone'));
    await shutDown({ app, stopServices: done, closeDatabase: failing, exit, limits }, 'SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});
