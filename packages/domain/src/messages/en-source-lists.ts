/** English strings of the Instagram, YouTube, Amazon and literature lists and detail pages (SPEC §2.7, §2.8, §8). */
export const enSourceLists = {
  // List failures and history failures (SPEC §8, word for word)
  'list.failedReviews': 'Failed to get reviews',
  'list.failedLiterature': 'Failed to fetch literature items',
  'list.failedInstagram': 'Failed to fetch Instagram posts',
  'list.failedYoutube': 'Failed to fetch YouTube comments: {reason}',
  'detail.historyFailedReview': 'Failed to fetch review history',
  'detail.historyFailedLiterature': 'Failed to fetch literature history',

  // Empty lists and search boxes
  'list.noComments': 'No comments found',
  'list.noCommentsReview': 'No comments need review so far',
  'list.noCommentsNonRelevant': 'No non-relevant comments so far',
  'list.noCommentsTriage': 'No flagged comments are waiting for triage',
  'list.noInstagramHint': 'Add an Instagram profile in Settings → Data Sources → Instagram.',
  'list.noYoutubeHint': 'Add a YouTube channel in Settings → Data Sources → YouTube.',
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
  'filters.searchLiterature': 'Search title, abstract or authors',

  // List pages
  'sourceList.instagramBody':
    'Comments on the posts of the monitored Instagram profiles, analysed for ADR, PQC and MI.',
  'sourceList.instagramProfileBody': 'Comments on the posts of @{name}.',
  'sourceList.youtubeBody':
    'Comments on the videos of the monitored YouTube channels, analysed for ADR, PQC and MI.',
  'sourceList.youtubeChannelBody': 'Comments on the videos of the channel {name}.',
  'sourceList.amazonBody': 'Reviews of the monitored products (ASINs), analysed for ADR, PQC and MI.',
  'sourceList.amazonProductBody': 'Reviews of the product with ASIN {name}.',
  'sourceList.literatureBody':
    'Articles found by the PubMed and IBECS searches, screened for safety signals, quality mentions and special interest.',
  'sourceList.literatureSearchBody': 'Articles found for the search term “{name}”.',

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

  // Instagram
  'instagram.postOwner': 'Post by @{name}',
  'instagram.viewOnInstagram': 'View on Instagram',

  // YouTube
  'comment.reply': 'Reply',
  'youtube.topLevel': 'Top-level Comment',
  'youtube.type': 'Type',
  'youtube.videoId': 'Video ID',
  'youtube.video': 'Video {id}',
  'youtube.originalText': 'Original Text',
  'youtube.likes': 'Likes',
  'youtube.parentCommentId': 'Parent Comment ID',
  'youtube.viewVideo': 'View Video',
  'youtube.viewChannel': 'View Channel',

  // Amazon
  'amazon.notFound': 'Review Not Found',
  'amazon.notFoundBody':
    "The review you're looking for could not be found. It may have been deleted or is not accessible.",
  'amazon.asin': 'ASIN',
  'amazon.noDate': 'No date',
  'amazon.rating': 'Rated {rating} out of 5 stars',
  'amazon.noRating': 'No rating',
  'amazon.verifiedPurchase': 'Verified Purchase',
  'amazon.untitled': 'Review by {name}',
  'amazon.anonymous': 'Anonymous',
  'amazon.author': 'Author',
  'amazon.product': 'Product',
  'amazon.reviewDate': 'Review Date',
  'amazon.store': 'Store',
  'amazon.review': 'Review',
  'amazon.viewReview': 'View review',
  'amazon.drugMentions': 'Drug Mentions',
  'amazon.viewOnAmazon': 'View on Amazon',
  'amazon.viewProfile': 'View Profile',

  // Literature (SPEC §2.8)
  'literature.notFound': 'Literature Not Found',
  'literature.notFoundBody':
    "The literature item you're looking for could not be found. It may have been deleted or is not accessible.",
  'literature.loading': 'Loading Literature...',
  'literature.sourcePubmed': 'PubMed',
  'literature.sourceIbecs': 'IBECS',
  'literature.noAuthors': 'No authors listed',
  'literature.noYear': 'Year unknown',
  'literature.abstract': 'Abstract',
  'literature.noAbstract': 'No abstract available.',
  'literature.fullArticle': 'Full Article',
  'literature.fullArticleNumbered': 'Full Article {number}',
  'literature.fullArticleNotAvailable': 'Full Article Not Available',
  'literature.externalLink': 'Open the article’s page',
  'literature.aiInsights': 'AI Insights',
  'literature.trainModel': 'Train AI Model',
  'literature.actions': 'Actions',
  'literature.info': 'Literature Info',
  'literature.pmid': 'PMID',
  'literature.publicationYear': 'Publication Year',
  'literature.authors': 'Authors',
  'literature.journal': 'Journal',
  'literature.searchTerms': 'Search Terms',
  'literature.viewFullText': 'View Full Text',

  // Links that leave the product
  'link.newTab': '(opens in a new tab)',
} as const;
