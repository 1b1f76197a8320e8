import { describe, expect, it } from 'vitest';
import type { ItemRow } from '../items/items.repository.ts';
import { caseOriginOf } from './case-origin.ts';
import { prefillCaseForm, splitPersonName } from './case-prefill.ts';

function item(overrides: Partial<ItemRow>): ItemRow {
  const at = new Date('2025-01-02T03:04:05Z');
  return {
    id: 'item-1',
    orgId: 'org-1',
    source: 'email',
    sourceKey: null,
    externalId: 'ext-1',
    author: null,
    title: null,
    text: '',
    html: null,
    url: null,
    publishedAt: at,
    statusId: 1,
    adr: null,
    pqc: null,
    mi: null,
    adrReason: null,
    pqcReason: null,
    miReason: null,
    reactionTerm: null,
    meddraCode: null,
    caseFacts: null,
    setAside: null,
    reanalysisRunId: null,
    summary: null,
    language: null,
    aiStatus: 'processed',
    aiError: null,
    analyzer: null,
    analyzedAt: null,
    data: {},
    createdAt: at,
    receivedAt: at,
    updatedAt: at,
    archivedAt: null,
    archivedBy: null,
    archivedReason: null,
    purgedAt: null,
    purgedBy: null,
    ownProductIds: [],
    ...overrides,
  };
}

describe('splitPersonName', () => {
  it('takes the last word as the family name', () => {
    expect(splitPersonName('Ana María López')).toEqual({ given: 'Ana María', family: 'López' });
    expect(splitPersonName('  Cher ')).toEqual({ given: 'Cher', family: null });
    expect(splitPersonName('')).toEqual({ given: null, family: null });
  });
});

describe('caseOriginOf', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('prefers the recording summary, then its transcription', () => {
    const recording = item({
      source: 'recording',
      summary: null,
      text: 'Transcribed',
      data: { uploaded_by: 'Bo' },
    });
    expect(caseOriginOf(recording, { reference_id: 'x', source: 'recording' }, now)).toMatchObject({
      comment: 'Transcribed',
      username: 'Bo',
    });
  });

  it('falls back to the payload, then Unknown and now; a bad payload date counts as absent', () => {
    const article = item({ source: 'literature' });
    expect(
      caseOriginOf(
        article,
        { reference_id: 'x', source: 'literature', published_at: 'soon', username: ' ' },
        now,
      ),
    ).toEqual({ comment: '', username: 'Unknown', publishedAt: now });
  });
});

describe('prefillCaseForm', () => {
  it('leaves out values that fail their field check (an odd e-mail) and absent ones', () => {
    const form = prefillCaseForm({
      item: item({}),
      orgName: 'Acme',
      user: { name: 'Cher', email: 'not-an-address' },
      today: '2026-01-01',
    });
    expect(form).toMatchObject({ sender_given_name: 'Cher', sender_organization: 'Acme', report_type: '1' });
    expect(form).not.toHaveProperty('sender_email');
    expect(form).not.toHaveProperty('sender_family_name');
    expect(form).not.toHaveProperty('reaction_term');
    expect(form).not.toHaveProperty('literature_title');
  });

  it('references an article by its URL when it has one', () => {
    const form = prefillCaseForm({
      item: item({ source: 'literature', url: 'https://example.test/a', title: 'T', author: 'X Y' }),
      orgName: 'Acme',
      user: null,
      today: '2026-01-01',
    });
    expect(form).toMatchObject({ literature_reference: 'https://example.test/a', lit_author: 'X Y' });
    expect(form).not.toHaveProperty('sender_given_name');
  });
});
