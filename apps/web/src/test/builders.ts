import type { Email, HistoryEntry, Recording, StatusCounts } from '@vigila/domain';

const analysis = {
  adr: null,
  pqc: null,
  mi: null,
  adr_reason: null,
  pqc_reason: null,
  mi_reason: null,
  reaction_term: null,
  meddra: null,
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
