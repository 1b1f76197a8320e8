import { describe, expect, it } from 'vitest';
import { translate } from './catalogue.ts';
// The texts of each source live with its definition (sources/<source>-texts.ts): the catalogue holds them all.
import { en } from './en.ts';

describe('source list and detail texts (SPEC §2.8, §8, word for word)', () => {
  it('keeps the list and history failures', () => {
    expect(en['list.failedReviews']).toBe('Failed to get reviews');
    expect(en['list.failedLiterature']).toBe('Failed to fetch literature items');
    expect(en['list.failedInstagram']).toBe('Failed to fetch Instagram posts');
    expect(translate('list.failedYoutube', { reason: 'Forbidden' })).toBe(
      'Failed to fetch YouTube comments: Forbidden',
    );
    expect(en['detail.historyFailedReview']).toBe('Failed to fetch review history');
    expect(en['detail.historyFailedLiterature']).toBe('Failed to fetch literature history');
  });

  it('keeps the detail pages’ texts', () => {
    const spec: Partial<Record<keyof typeof en, string>> = {
      'comment.notFound': 'Comment Not Found',
      'comment.notFoundBody':
        "The comment you're looking for could not be found. It may have been deleted or is not accessible.",
      'instagram.viewOnInstagram': 'View on Instagram',
      'comment.reply': 'Reply',
      'youtube.topLevel': 'Top-level Comment',
      'youtube.viewVideo': 'View Video',
      'youtube.viewChannel': 'View Channel',
      'amazon.notFound': 'Review Not Found',
      'amazon.notFoundBody':
        "The review you're looking for could not be found. It may have been deleted or is not accessible.",
      'amazon.noDate': 'No date',
      'amazon.verifiedPurchase': 'Verified Purchase',
      'amazon.drugMentions': 'Drug Mentions',
      'amazon.viewOnAmazon': 'View on Amazon',
      'amazon.viewProfile': 'View Profile',
      'literature.notFound': 'Literature Not Found',
      'literature.notFoundBody':
        "The literature item you're looking for could not be found. It may have been deleted or is not accessible.",
      'literature.loading': 'Loading Literature...',
      'literature.fullArticleNotAvailable': 'Full Article Not Available',
      'literature.aiInsights': 'AI Insights',
      'literature.trainModel': 'Train AI Model',
      'literature.info': 'Literature Info',
      'literature.pmid': 'PMID',
      'literature.publicationYear': 'Publication Year',
      'literature.authors': 'Authors',
      'literature.viewFullText': 'View Full Text',
      'literature.actions': 'Actions',
    };
    for (const [key, text] of Object.entries(spec)) {
      expect({ key, text: en[key as keyof typeof en] }).toEqual({ key, text });
    }
  });
});
