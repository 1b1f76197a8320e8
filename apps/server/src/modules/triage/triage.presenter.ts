import { seriousnessOfFacts, type Source, type TriageItem } from '@vigila/domain';
import type { ItemRow } from '../items/index.ts';
import { adapterOf } from '../sources/index.ts';

const EXCERPT_LENGTH = 200;
const TITLE_LENGTH = 80;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The SPA route of an item's detail page (SPEC §2.1); sources with their own ids use those, as their pages do. */
export function detailPathOf(row: Pick<ItemRow, 'id' | 'source' | 'sourceKey' | 'externalId'>): string {
  const key = encodeURIComponent(row.sourceKey ?? '');
  const external = encodeURIComponent(row.externalId);
  const source = row.source as Source;
  if (source === 'email') return `/emails/${row.id}`;
  if (source === 'recording') return `/recordings/${row.id}`;
  return adapterOf(source).detailPath(key, external);
}

/** The own-product marker's names, by product id (the page's products, read once). */
export type ProductNames = ReadonlyMap<string, string>;

export function presentTriageItem(row: ItemRow, productNames: ProductNames = new Map()): TriageItem {
  const text = squeeze(row.text);
  const seriousness = seriousnessOfFacts(row.caseFacts);
  return {
    id: row.id,
    source: row.source as Source,
    source_key: row.sourceKey,
    title: cut(squeeze(row.title ?? '') || text || row.externalId, TITLE_LENGTH),
    excerpt: cut(text, EXCERPT_LENGTH),
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    adr: row.adr,
    pqc: row.pqc,
    mi: row.mi,
    detail_path: detailPathOf(row),
    received_at: row.receivedAt.toISOString(),
    serious: seriousness === 'serious',
    possibly_serious: seriousness === 'possibly_serious',
    own_products: row.ownProductIds.flatMap((id) => {
      const name = productNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  };
}
