import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { items, orgs } from '../../apps/server/src/db/schema/index.ts';
import { DEMO_ORGANISATION_NAME } from '../../apps/server/src/seed/demo-accounts.ts';
import { seedDemoOrganisation } from '../../apps/server/src/seed/demo.ts';
import { benchmarkTexts } from '../review/corpus.ts';
import { seedRows } from '../review/list-latency.ts';

/**
 * Prepares a data directory before the server opens it (the embedded database belongs to one process): the demo
 * organisation and its accounts, and `count` analysed e-mails in it, written in batches of 1,000.
 */
export async function seedDemoEmails(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await seedDemoOrganisation(database.db);
    const [demo] = await database.db
      .select({ id: orgs.id })
      .from(orgs)
      .where(eq(orgs.name, DEMO_ORGANISATION_NAME));
    if (!demo) throw new Error('The demo organisation was not seeded');
    const rows = seedRows(demo.id, count, benchmarkTexts());
    for (let start = 0; start < rows.length; start += 1000)
      await database.db.insert(items).values(rows.slice(start, start + 1000));
  } finally {
    await database.close();
  }
}
