/**
 * HTTP client settings for connector tests: one retry, a full (deterministic) backoff, and no real waiting; `waits`
 * records every delay the client asked for, so a test can check it honoured Retry-After.
 */
export function instantRetries() {
  const waits: number[] = [];
  const sleep = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { waits, http: { maxRetries: 1, baseDelayMs: 1, sleep, random: () => 1 } };
}
