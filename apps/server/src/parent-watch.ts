/** How often the parent is looked for: a stop through npm then takes at most this long to reach the server. */
export const PARENT_WATCH_INTERVAL_MS = 500;

/**
 * Calls `onGone` once when the process that started this one exits. `npm start` (and `npm run worker`) does not
 * pass SIGTERM on to the server it started: npm and its `sh -c` ended while `node main.mjs` went on serving, port
 * and data directory held (issue 24). An orphan is re-parented (to init, or to a container's subreaper), so a
 * changed parent pid means the parent is gone. A process started by init itself (pid 1 as parent: systemd, a
 * container's entry point) has no parent to lose and is not watched. The timer never keeps the process alive.
 */
export function watchParent(onGone: () => void, intervalMs = PARENT_WATCH_INTERVAL_MS): () => void {
  const parent = process.ppid;
  if (parent <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
