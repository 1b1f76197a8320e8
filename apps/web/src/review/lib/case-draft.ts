import type {
  AmazonReview,
  CreateCaseRequest,
  Email,
  InstagramComment,
  LiteratureItem,
  Recording,
  Source,
  YoutubeCommentItem,
} from '@vigila/domain';

/**
 * What a detail page knows for Convert to Case (SPEC §7 POST /case notes). Absent values stay null here and get
 * their fallbacks when the button is pressed, so "now" is the moment of conversion, not of rendering.
 */
export interface CaseDraft {
  reference_id: string;
  source: Source;
  comment: string | null;
  username: string | null;
  published_at: string | null;
}

/** SPEC §7: an absent username becomes 'Unknown'. Stored in the case, so not translated. */
export const UNKNOWN_USERNAME = 'Unknown';

const present = (value: string | null | undefined) => (value?.trim() ? value : null);

/** The POST /case payload: 'Unknown' for an absent username, the current time for an absent date. */
export function casePayload(draft: CaseDraft, now: Date = new Date()): CreateCaseRequest {
  return {
    reference_id: draft.reference_id,
    source: draft.source,
    comment: draft.comment ?? '',
    username: present(draft.username) ?? UNKNOWN_USERNAME,
    published_at: present(draft.published_at) ?? now.toISOString(),
  };
}

/** Literature: the abstract, the authors joined, the year. */
export function literatureCaseDraft(article: LiteratureItem): CaseDraft {
  return {
    reference_id: article.id,
    source: 'literature',
    comment: article.abstract,
    username: article.authors.length > 0 ? article.authors.join(', ') : null,
    published_at: article.year === null ? null : String(article.year),
  };
}

/** E-mail: the body, the sender address, the e-mail date. */
export function emailCaseDraft(email: Email): CaseDraft {
  return {
    reference_id: email.id,
    source: 'email',
    comment: email.body,
    username: email.from,
    published_at: email.email_date,
  };
}

/** Recording (not shown in the spec): the summary or else the transcription, the uploader, the upload time. */
export function recordingCaseDraft(recording: Recording): CaseDraft {
  return {
    reference_id: recording.id,
    source: 'recording',
    comment: present(recording.summary) ?? recording.transcription,
    username: recording.uploaded_by,
    published_at: recording.created_at,
  };
}

/** A comment under a monitored profile's post (Instagram, and any source with the same item): text, commenter, date. */
export function profileCommentCaseDraft(
  source: Source,
  comment: Pick<InstagramComment, 'id' | 'text' | 'owner_username' | 'commented_at'>,
): CaseDraft {
  return {
    reference_id: comment.id,
    source,
    comment: comment.text,
    username: comment.owner_username,
    published_at: comment.commented_at,
  };
}

export function youtubeCaseDraft(comment: YoutubeCommentItem): CaseDraft {
  return {
    reference_id: comment.id,
    source: 'youtube',
    comment: comment.text,
    username: present(comment.username) ?? comment.author,
    published_at: comment.published_at,
  };
}

export function amazonCaseDraft(review: AmazonReview): CaseDraft {
  return {
    reference_id: review.id,
    source: 'amazon',
    comment: review.review_body,
    username: review.author,
    published_at: review.review_date,
  };
}
