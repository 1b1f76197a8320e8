import type { CaseSummary } from '@vigila/domain';

/**
 * The page of the item a case came from, when its id alone names it. Reviews and comments are addressed through
 * their product, profile or channel, which a case does not keep, so they have no link.
 */
export function sourceItemPath(summary: Pick<CaseSummary, 'source' | 'reference_id'>): string | undefined {
  const id = encodeURIComponent(summary.reference_id);
  switch (summary.source) {
    case 'recording':
      return `/recordings/${id}`;
    case 'email':
      return `/emails/${id}`;
    case 'literature':
      return `/literature/details/${id}`;
    case 'amazon':
    case 'youtube':
    case 'instagram':
      return undefined;
  }
}
