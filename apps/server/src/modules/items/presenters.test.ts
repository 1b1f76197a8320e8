import { describe, expect, it } from 'vitest';
import { presentEmail } from './email.presenter.ts';
import type { ItemRow } from './items.repository.ts';
import { presentRecording } from './recording.presenter.ts';

const base: ItemRow = {
  id: 'id-1',
  orgId: 'org',
  source: 'email',
  sourceKey: null,
  externalId: 'sha',
  author: 'a@b.test',
  title: 'Subject',
  text: 'Body',
  html: null,
  url: null,
  publishedAt: new Date('2024-05-01T10:00:00Z'),
  statusId: 2,
  adr: true,
  pqc: false,
  mi: null,
  adrReason: 'mentions a rash',
  pqcReason: null,
  miReason: null,
  reactionTerm: 'rash',
  meddraCode: null,
  caseFacts: null,
  setAside: null,
  reanalysisRunId: null,
  summary: null,
  language: 'en',
  aiStatus: 'processed',
  aiError: null,
  analyzer: 'lexicon@1',
  analyzedAt: null,
  data: {},
  createdAt: new Date('2024-05-02T00:00:00Z'),
  receivedAt: new Date('2024-05-02T00:00:00Z'),
  updatedAt: new Date('2024-05-02T00:00:00Z'),
  archivedAt: null,
  archivedBy: null,
  archivedReason: null,
  purgedAt: null,
  purgedBy: null,
  ownProductIds: [],
};

describe('item presenters', () => {
  it('presents an e-mail, ignoring malformed attachment data', () => {
    const email = presentEmail({ ...base, data: { recipient: 'pv@x.test', attachments: [{ filename: 1 }] } });
    expect(email).toMatchObject({
      id: 'id-1',
      from: 'a@b.test',
      recipient: 'pv@x.test',
      subject: 'Subject',
      email_date: '2024-05-01T10:00:00.000Z',
      status_id: 2,
      attachments: [],
      adr: true,
      adr_reason: 'mentions a rash',
      reaction_term: 'rash',
      ai_processed: true,
    });
  });

  it("presents an e-mail's attachments with their three fields only, and none when one is malformed", () => {
    const stored = [
      { filename: 'scan.pdf', content_type: 'application/pdf', size: 48213, blob_key: 'internal' },
      { filename: 'photo.jpg', content_type: 'image/jpeg', size: 1024 },
    ];
    expect(presentEmail({ ...base, data: { attachments: stored } }).attachments).toEqual([
      { filename: 'scan.pdf', content_type: 'application/pdf', size: 48213 },
      { filename: 'photo.jpg', content_type: 'image/jpeg', size: 1024 },
    ]);
    const oneBad = [...stored, { filename: 'x', content_type: 'text/plain', size: 1.5 }];
    expect(presentEmail({ ...base, data: { attachments: oneBad } }).attachments).toEqual([]);
    expect(presentEmail({ ...base, data: { attachments: 'scan.pdf' } }).attachments).toEqual([]);
  });

  it('presents a recording: transcription null until written, unknown AI status read as pending', () => {
    const recording = presentRecording({
      ...base,
      source: 'recording',
      text: '',
      aiStatus: 'weird',
      data: { uploaded_by: 'Carol', duration_seconds: 'long', file_name: 'call.mp3' },
    });
    expect(recording).toMatchObject({
      recording_id: 'id-1',
      uploaded_by: 'Carol',
      file_name: 'call.mp3',
      duration_seconds: null,
      transcription: null,
      ai_status: 'pending',
      ai_processed: false,
      history_status_id: 2,
      status: { id: 2 },
      detectedLanguage: 'en',
    });
  });
});
