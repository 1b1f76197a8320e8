import type { LiteratureItem } from '@vigila/domain';
import { dataNumber, dataString, dataStrings, presentFlagFields, presentReviewed } from './item.presenter.ts';
import type { ItemRow } from './items.repository.ts';

/**
 * SPEC §3 Literature item from an item of source 'literature'. Stored as: source_key = the first search term that
 * found it, external_id = PMID (or IBECS id), title, text = title and abstract (what the analysis reads), author =
 * authors joined, url, language; data: authors, year, abstract, journal, full_text_url, search_terms, database.
 */
export function presentLiterature(row: ItemRow): LiteratureItem {
  const flags = presentFlagFields(row);
  return {
    ...flags,
    ...presentReviewed(row),
    pmid: row.externalId,
    title: row.title ?? '',
    authors: dataStrings(row, 'authors'),
    year: dataNumber(row, 'year'),
    abstract: dataString(row, 'abstract'),
    journal: dataString(row, 'journal'),
    language: row.language,
    url: row.url,
    full_text_url: dataStrings(row, 'full_text_url'),
    search_terms: dataStrings(row, 'search_terms'),
    source: dataString(row, 'database') === 'ibecs' ? 'ibecs' : 'pubmed',
    ss: flags.adr,
    qm: flags.pqc,
    si: flags.mi,
    ss_reason: flags.adr_reason,
    qm_reason: flags.pqc_reason,
    si_reason: flags.mi_reason,
  };
}
