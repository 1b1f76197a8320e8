import { BookOpen } from 'lucide-react';
import { normaliseStatus, type LiteratureItem } from '@vigila/domain';
import { readAnswer, readListAnswer } from '@/lib/read-answer.ts';
import { readStatusHistory } from '@/review/lib/read-status-history.ts';
import {
  lazyPage,
  type ItemView,
  type SourceDescriptor,
  type SourceShell,
} from '@/review/source-descriptor.ts';

/** Literature's flags under their own names (SPEC §3): ss, qm, si fill the shared adr, pqc, mi slots. */
function literatureView(article: LiteratureItem): ItemView {
  return {
    id: article.id,
    status: normaliseStatus(article.status.id),
    flags: { adr: article.ss, pqc: article.qm, mi: article.si },
    reasons: { adr: article.ss_reason, pqc: article.qm_reason, mi: article.si_reason },
    aiStatus: article.ai_status,
    aiError: article.ai_error,
    caseFacts: article.case_facts,
  };
}

/**
 * Literature articles in the shared review machinery: GET /getLiterature (answer under `data`) and its counts, with
 * the source checkbox group; one article at GET /literature/{id} (its uuid or PMID) and its history.
 */
export const literatureSource: SourceDescriptor<LiteratureItem, 'literature'> = {
  source: 'literature',
  routePath: '/literature',
  dateFilter: true,
  databaseFilter: true,
  readList: (body) => {
    const answer = readListAnswer(body);
    return { items: answer.data, pagination: answer.pagination };
  },
  readDetail: (body) => readAnswer(body, 'data').data,
  readHistory: readStatusHistory,
  view: literatureView,
  detailPath: (article) => `/literature/details/${encodeURIComponent(article.pmid)}`,
  texts: {
    listFailed: 'list.failedLiterature',
    historyFailed: 'detail.historyFailedLiterature',
    searchPlaceholder: 'filters.searchLiterature',
    empty: {
      pending: 'list.noArticles',
      needs_review: 'list.noArticlesReview',
      non_relevant: 'list.noArticlesNonRelevant',
      all: 'list.noArticles',
      triage: 'list.noArticlesTriage',
    },
    emptyHint: 'list.noArticlesHint',
  },
};

/** Sidebar → Data Sources → Literature; all articles, one article, and one search term's (SPEC §2.1). */
export const literatureShell: SourceShell = {
  source: 'literature',
  position: 6,
  nav: { label: 'nav.literature', to: '/literature', icon: BookOpen },
  routes: [
    {
      path: '/literature',
      page: lazyPage(() => import('./components/literature-list-page.tsx'), 'LiteratureListPage'),
    },
    {
      path: '/literature/details/:pmid',
      page: lazyPage(() => import('./components/literature-detail-page.tsx'), 'LiteratureDetailPage'),
    },
    {
      path: '/literature/:searchTerm',
      page: lazyPage(() => import('./components/literature-list-page.tsx'), 'LiteratureListPage'),
    },
  ],
};
