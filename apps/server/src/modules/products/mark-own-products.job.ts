import { productsMentionedIn, type MatchableProduct } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { itemTextsAfter, listMatchableProducts, setOwnProductIds } from './own-products.repository.ts';

/** Items read per statement while re-marking an organisation. */
const MARK_BATCH_SIZE = 500;

/** The ids of the products an item's title and text mention (whole words, folded), in the dictionary's order. */
export function ownProductIdsOf(
  item: { title: string | null; text: string },
  dictionary: readonly MatchableProduct[],
): string[] {
  return productsMentionedIn(`${item.title ?? ''}\n${item.text}`, dictionary).map((product) => product.id);
}

/**
 * The own-product marker of analysed items, from each organisation's dictionary as it is now: the analysis sets it
 * in its own transaction, so an item is marked when its flags are written.
 */
export async function markItemsOwnProducts(
  db: DbExecutor,
  analysed: readonly { orgId: string; id: string; title: string | null; text: string }[],
): Promise<void> {
  const dictionaries = new Map<string, MatchableProduct[]>();
  for (const item of analysed) {
    let dictionary = dictionaries.get(item.orgId);
    if (dictionary === undefined) {
      dictionary = await listMatchableProducts(db, item.orgId);
      dictionaries.set(item.orgId, dictionary);
    }
    await setOwnProductIds(db, item.orgId, item.id, ownProductIdsOf(item, dictionary));
  }
}

/**
 * Re-marks every item of the organisation after its dictionary changed; writes only the items whose marker moved
 * and answers how many. Idempotent: a second run over the same dictionary writes nothing.
 */
export async function markOwnProducts(db: Db, orgId: string): Promise<number> {
  const dictionary = await listMatchableProducts(db, orgId);
  let changed = 0;
  let afterId: string | null = null;
  for (;;) {
    const page = await itemTextsAfter(db, orgId, afterId, MARK_BATCH_SIZE);
    for (const item of page) {
      const ids = ownProductIdsOf(item, dictionary);
      if (ids.join(',') === item.ownProductIds.join(',')) continue;
      await setOwnProductIds(db, orgId, item.id, ids);
      changed += 1;
    }
    if (page.length < MARK_BATCH_SIZE) return changed;
    afterId = page[page.length - 1]?.id ?? null;
  }
}

/** The worker that re-marks an organisation's items when its product dictionary changes (products.service.ts). */
export async function registerMarkOwnProductsWorker(deps: {
  db: Db;
  jobs: JobQueue;
  log: { info: (data: object, message: string) => void };
}): Promise<void> {
  await deps.jobs.work(
    'mark-own-products',
    async ({ orgId }) => {
      const changed = await markOwnProducts(deps.db, orgId);
      if (changed > 0) deps.log.info({ orgId, changed }, 'Own-product markers updated');
    },
    { concurrency: 1 },
  );
}
