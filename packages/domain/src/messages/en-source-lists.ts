/** English strings of the Instagram, YouTube, Amazon and literature lists and detail pages (SPEC §2.7, §2.8, §8). */
export const enSourceLists = {
  // List failures and history failures (SPEC §8, word for word)
  'list.failedReviews': 'Failed to get reviews',
  'detail.historyFailedReview': 'Failed to fetch review history',

  // Empty lists and search boxes
  'list.noComments': 'No comments found',
  'list.noCommentsReview': 'No comments need review so far',
  'list.noCommentsNonRelevant': 'No non-relevant comments so far',
  'list.noCommentsTriage': 'No flagged comments are waiting for triage',
  'list.noReviews': 'No reviews found',
  'list.noReviewsReview': 'No reviews need review so far',
  'list.noReviewsNonRelevant': 'No non-relevant reviews so far',
  'list.noReviewsTriage': 'No flagged reviews are waiting for triage',
  'list.noReviewsHint': 'Add a product ASIN in Settings → Data Sources → Amazon.',
  'list.noArticles': 'No articles found',
  'list.noArticlesReview': 'No articles need review so far',
  'list.noArticlesNonRelevant': 'No non-relevant articles so far',
  'list.noArticlesTriage': 'No flagged articles are waiting for triage',
  'list.noArticlesHint': 'Add a PubMed or IBECS search term in Settings → Data Sources → Literature.',
  'filters.searchComments': 'Search comment text or author',
  'filters.searchReviews': 'Search review title, text or author',

  // Shared comment texts (Instagram and YouTube, SPEC §2.8)
  'comment.notFound': 'Comment Not Found',
  'comment.notFoundBody':
    "The comment you're looking for could not be found. It may have been deleted or is not accessible.",
  'comment.title': 'Comment by {name}',
  'comment.text': 'Comment',
  'comment.likes': '{count} {count|like|likes}',
  'comment.replies': '{count} {count|reply|replies}',
  'comment.engagement': 'Engagement',
  'comment.engagementValue': '{likes} {likes|like|likes} · {replies} {replies|reply|replies}',
  'comment.published': 'Published',
  'comment.processingStatus': 'Processing Status',
  'comment.aiError': 'AI Error',
  'comment.noDate': 'No date',
  'comment.unknownAuthor': 'Unknown author',

  // YouTube
  'comment.reply': 'Reply',

  // Links that leave the product
  'link.newTab': '(opens in a new tab)',
} as const;
