/**
 * A first-come, first-served gate of `size` places. The file pool hands a task to piscina only when a thread is
 * free, so a task's time limit counts its own run, not the wait behind other files (a burst of uploads would
 * otherwise time out valid e-mails that merely queued).
 */
export function createTurns(size: number): { take(): Promise<() => void> } {
  const waiting: (() => void)[] = [];
  let taken = 0;
  const release = () => {
    const next = waiting.shift();
    if (next)
      next(); // the place passes straight to the next in line
    else taken -= 1;
  };
  return {
    async take() {
      if (taken < size) taken += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}
