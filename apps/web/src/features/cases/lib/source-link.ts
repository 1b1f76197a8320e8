import { basicsOf } from '@vigila/domain';
import type { CaseSummary, SourceBasics } from '@vigila/domain';

/**
 * The page of the item a case came from, when its id alone names it. Reviews and comments are addressed through
 * their product, profile or channel, which a case does not keep, so they have no link; a monitored source's
 * definition says which (`casePath`).
 */
export function sourceItemPath(summary: Pick<CaseSummary, 'source' | 'reference_id'>): string | undefined {
  const id = encodeURIComponent(summary.reference_id);
  const source = summary.source;
  if (source === 'recording') return `/recordings/${id}`;
  if (source === 'email') return `/emails/${id}`;
  if (source === 'e2b_import' || source === 'manual') return undefined; // no item behind the case
  const definition: SourceBasics = basicsOf(source);
  return definition.casePath?.(id);
}
