import type { SourceDescriptor } from '../source-descriptor.ts';

/** The list and detail texts Instagram and YouTube comments share; the failure text and hint name the source. */
export const COMMENT_TEXTS: Pick<
  SourceDescriptor<unknown>['texts'],
  'historyFailed' | 'searchPlaceholder' | 'empty'
> = {
  historyFailed: 'detail.historyFailed',
  searchPlaceholder: 'filters.searchComments',
  empty: {
    pending: 'list.noComments',
    needs_review: 'list.noCommentsReview',
    non_relevant: 'list.noCommentsNonRelevant',
    all: 'list.noComments',
    triage: 'list.noCommentsTriage',
  },
};
