/**
 * Runs a queue creation again when PostgreSQL ended it as a deadlock victim (SQLSTATE 40P01). Processes starting
 * together on a new database create the same queues at once, and pg-boss attaches each queue's partition to its job
 * table; the victim's transaction is rolled back whole and creating a queue is idempotent, so a retry is safe.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= tries) throw error;
    }
  }
}
