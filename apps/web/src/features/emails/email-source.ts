import { type Email } from '@vigila/domain';
import { flagFieldsView } from '@/review/lib/item-view.ts';
import { readAnswer, readListAnswer } from '@/lib/read-answer.ts';
import { readStatusHistory } from '@/review/lib/read-status-history.ts';
import type { SourceDescriptor } from '@/review/source-descriptor.ts';

/** E-mails in the shared review machinery: GET /emails (answer under `data`), counts, detail and history. */
export const emailSource: SourceDescriptor<Email, 'email'> = {
  source: 'email',
  routePath: '/emails',
  dateFilter: true,
  readList: (body) => {
    const answer = readListAnswer(body);
    return { items: answer.data, pagination: answer.pagination };
  },
  readDetail: (body) => readAnswer(body, 'data').data,
  readHistory: readStatusHistory,
  view: (email) => flagFieldsView(email.id, email.status_id, email),
  detailPath: (email) => `/emails/${encodeURIComponent(email.id)}`,
  texts: {
    listFailed: 'list.failedEmails',
    historyFailed: 'detail.historyFailedEmail',
    searchPlaceholder: 'filters.searchPlaceholder',
    empty: {
      pending: 'list.noEmails',
      needs_review: 'list.noEmailsReview',
      non_relevant: 'list.noEmailsNonRelevant',
      all: 'list.noEmails',
      triage: 'list.noEmailsTriage',
    },
    emptyHint: 'list.noEmailsHint',
  },
};
