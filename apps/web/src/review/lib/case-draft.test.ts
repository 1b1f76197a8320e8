import { describe, expect, it } from 'vitest';
import {
  buildAmazonReview,
  buildEmail,
  buildInstagramComment,
  buildLiteratureItem,
  buildRecording,
  buildYoutubeComment,
} from '@/test/builders.ts';
import {
  amazonCaseDraft,
  casePayload,
  emailCaseDraft,
  profileCommentCaseDraft,
  literatureCaseDraft,
  recordingCaseDraft,
  youtubeCaseDraft,
} from './case-draft.ts';

const now = new Date('2026-04-01T12:00:00.000Z');

describe('Convert to Case payloads (SPEC §7 POST /case notes)', () => {
  it('literature: abstract, authors joined, year', () => {
    const article = buildLiteratureItem();
    expect(casePayload(literatureCaseDraft(article), now)).toEqual({
      reference_id: 'item-lit-1',
      source: 'literature',
      comment: article.abstract,
      username: 'Smith J, García L',
      published_at: '2025',
    });
  });

  it("literature without authors, year or abstract: 'Unknown', now and an empty comment", () => {
    const draft = literatureCaseDraft(buildLiteratureItem({ authors: [], year: null, abstract: null }));
    expect(casePayload(draft, now)).toMatchObject({
      comment: '',
      username: 'Unknown',
      published_at: '2026-04-01T12:00:00.000Z',
    });
  });

  it('email: body, sender address, email date', () => {
    expect(casePayload(emailCaseDraft(buildEmail()), now)).toEqual({
      reference_id: 'email-1',
      source: 'email',
      comment: 'I got a rash after taking Amoxil.',
      username: 'patient@example.org',
      published_at: '2026-03-04T10:15:00.000Z',
    });
  });

  it('recording: the summary when present, else the transcription; uploader; upload time', () => {
    const withSummary = buildRecording({ summary: 'Caller reports a headache.' });
    expect(casePayload(recordingCaseDraft(withSummary), now)).toMatchObject({
      reference_id: 'rec-1',
      source: 'recording',
      comment: 'Caller reports a headache.',
      username: 'Rita Reviewer',
      published_at: '2026-03-05T09:00:00.000Z',
    });
    const blankSummary = buildRecording({ summary: '  ' });
    expect(casePayload(recordingCaseDraft(blankSummary), now).comment).toBe(
      'I took the tablets and got a headache.',
    );
  });

  it('instagram, youtube and amazon: the text, the author, the date; fallbacks when absent', () => {
    const instagram = buildInstagramComment({ commented_at: null });
    expect(casePayload(profileCommentCaseDraft('instagram', instagram), now)).toMatchObject({
      source: 'instagram',
      comment: instagram.text,
      username: instagram.owner_username,
      published_at: '2026-04-01T12:00:00.000Z',
    });
    const youtube = buildYoutubeComment({ username: '' });
    expect(casePayload(youtubeCaseDraft(youtube), now)).toMatchObject({
      source: 'youtube',
      comment: youtube.text,
      username: youtube.author,
      published_at: youtube.published_at,
    });
    const amazon = buildAmazonReview({ author: null });
    expect(casePayload(amazonCaseDraft(amazon), now)).toMatchObject({
      reference_id: 'item-amz-1',
      source: 'amazon',
      comment: amazon.review_body,
      username: 'Unknown',
      published_at: '2026-02-20T00:00:00.000Z',
    });
  });
});
