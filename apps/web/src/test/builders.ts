import type {
  AmazonReview,
  Email,
  HistoryEntry,
  InstagramComment,
  LiteratureItem,
  Recording,
  StatusCounts,
  YoutubeCommentItem,
} from '@vigila/domain';

// Test data in the API's shapes (item-shapes.ts, source-shapes.ts): one builder per item kind, overridable.

/** The analysis fields every item carries: analysed, nothing flagged. */
const analysis = {
  adr: null,
  pqc: null,
  mi: null,
  adr_reason: null,
  pqc_reason: null,
  mi_reason: null,
  reaction_term: null,
  meddra: null,
  case_facts: null,
  ai_processed: true,
  ai_status: 'processed' as const,
  ai_error: null,
  analyzer: 'lexicon@1',
};

export function buildEmail(overrides: Partial<Email> = {}): Email {
  return {
    ...analysis,
    id: 'email-1',
    from: 'patient@example.org',
    recipient: 'safety@demo.test',
    subject: 'Rash after Amoxil',
    body: 'I got a rash after taking Amoxil.',
    html: null,
    email_date: '2026-03-04T10:15:00.000Z',
    status_id: 1,
    attachments: [],
    created_at: '2026-03-04T10:16:00.000Z',
    ...overrides,
  };
}

export function buildRecording(overrides: Partial<Recording> = {}): Recording {
  return {
    ...analysis,
    id: 'rec-1',
    recording_id: 'rec-1',
    created_at: '2026-03-05T09:00:00.000Z',
    uploaded_by: 'Rita Reviewer',
    org_name: 'Demo Pharma',
    file_name: 'call-en-adr.wav',
    content_type: 'audio/wav',
    duration_seconds: 83,
    transcription: 'I took the tablets and got a headache.',
    summary: null,
    detectedLanguage: 'en',
    history_status_id: 1,
    status: { id: 1 },
    ...overrides,
  };
}

export function buildHistory(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'h-1',
    status_id: 2,
    changed_by: 'user-1',
    changed_by_name: 'Rita Reviewer',
    changed_at: '2026-03-06T14:05:00.000Z',
    ...overrides,
  };
}

export const counts = (overrides: Partial<StatusCounts> = {}) => ({
  success: true,
  data: { triage: 1, pending: 2, needs_review: 3, non_relevant: 4, total: 9, ...overrides },
});

export const page = (total: number, pageNumber = 1, pageSize = 50) => ({
  page: pageNumber,
  page_size: pageSize,
  total,
  total_pages: Math.max(1, Math.ceil(total / pageSize)),
});

/** The status fields of the monitored sources' items: pending, never reviewed. */
const reviewed = {
  history_status_id: 1,
  status: { id: 1 },
  created_at: '2026-03-01T08:00:00.000Z',
};

export function buildAmazonReview(overrides: Partial<AmazonReview> = {}): AmazonReview {
  return {
    ...analysis,
    ...reviewed,
    id: 'item-amz-1',
    source_key: 'B0TESTASIN',
    review_id: 'R2ABCDEF',
    asin: 'B0TESTASIN',
    product_name: 'Ibuprofeno 400 mg',
    author: 'María G.',
    review_title: 'Me dio dolor de estómago',
    review_body: 'Después de tomarlo dos días tuve dolor de estómago y náuseas.',
    review_date: '2026-02-20T00:00:00.000Z',
    review_url: '/gp/customer-reviews/R2ABCDEF',
    rating_score: 2,
    verified_purchase: true,
    user_profile_link: null,
    drug_mention: null,
    review_status: 'pending',
    domain: 'amazon.es',
    ...overrides,
  };
}

export function buildInstagramComment(overrides: Partial<InstagramComment> = {}): InstagramComment {
  return {
    ...analysis,
    ...reviewed,
    id: 'item-ig-1',
    source_key: 'pharma_brand',
    comment_id: '17900000000000001',
    owner_username: 'laura.runs',
    post: { owner_username: 'pharma_brand' },
    parentPost: { url: 'https://www.instagram.com/p/C0DEabc/' },
    text: 'These pills gave me a terrible headache',
    textDisplay: 'These pills gave me a terrible headache',
    text_original: 'These pills gave me a terrible headache',
    commented_at: '2026-02-11T18:30:00.000Z',
    likes_count: 4,
    replies_count: 1,
    is_reply: false,
    parent_comment_id: null,
    ...overrides,
  };
}

export function buildYoutubeComment(overrides: Partial<YoutubeCommentItem> = {}): YoutubeCommentItem {
  return {
    ...analysis,
    ...reviewed,
    id: 'item-yt-1',
    source_key: '@healthchannel',
    comment_id: 'UgxCOMMENT1',
    video_id: 'dQw4w9WgXcQ',
    videoUrl: null,
    channelId: 'UCchannel1',
    username: '@healthchannel',
    text: 'Took it for a week and my skin broke out',
    textDisplay: 'Took it for a week and my <b>skin</b> broke out',
    text_original: 'Took it for a week and my skin broke out',
    author: '@viewer42',
    author_profile_image_url: null,
    author_channel_url: 'https://www.youtube.com/channel/UCviewer42',
    published_at: '2026-01-30T12:00:00.000Z',
    like_count: 12,
    reply_count: 2,
    is_reply: false,
    parent_comment_id: null,
    ...overrides,
  };
}

export function buildLiteratureItem(overrides: Partial<LiteratureItem> = {}): LiteratureItem {
  return {
    ...analysis,
    ...reviewed,
    id: 'item-lit-1',
    source_key: 'ibuprofen AND hepatotoxicity',
    pmid: '38000001',
    title: 'Ibuprofen-associated liver injury: a case series',
    authors: ['Smith J', 'García L'],
    year: 2025,
    abstract:
      'BACKGROUND: Ibuprofen is widely used.\nMETHODS: We reviewed 12 cases.\nRESULTS: Liver enzymes rose in 9.',
    journal: 'Drug Safety',
    language: 'eng',
    url: 'https://pubmed.ncbi.nlm.nih.gov/38000001/',
    full_text_url: ['https://doi.org/10.1000/ds.2025.1'],
    search_terms: ['ibuprofen AND hepatotoxicity'],
    source: 'pubmed',
    ss: null,
    qm: null,
    si: null,
    ss_reason: null,
    qm_reason: null,
    si_reason: null,
    ...overrides,
  };
}
