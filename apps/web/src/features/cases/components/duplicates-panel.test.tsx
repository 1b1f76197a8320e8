import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseLink, DuplicateCandidate } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { DuplicatesPanel } from './duplicates-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CASE_ID = 'case-mailed-0001';
const OTHER = 'case-posted-0002';

const candidate: DuplicateCandidate = {
  kind: 'case',
  id: OTHER,
  source: 'instagram',
  excerpt: 'took nurofen for my back and woke up covered in hives',
  published_at: '2025-03-03T18:00:00.000Z',
  score: 0.93,
  reasons: [
    { kind: 'same_product', product: 'nurofen' },
    { kind: 'similar_reaction', term: 'rash', otherTerm: 'skin rash', similarity: 0.8 },
    { kind: 'similar_text', similarity: 0.82 },
    { kind: 'close_in_time', days: 2 },
  ],
};
const item: DuplicateCandidate = { ...candidate, kind: 'item', id: 'item-9', source: 'youtube', reasons: [] };

function start(links: CaseLink[] = []) {
  const api = mockApi({
    [`GET /api/cases/${CASE_ID}/duplicates`]: { body: { success: true, data: [candidate, item] } },
    [`GET /api/cases/${CASE_ID}/links`]: { body: { success: true, data: links } },
    [`GET /api/cases/${OTHER}/links`]: { body: { success: true, data: [] } },
    [`POST /api/cases/${CASE_ID}/links`]: { body: { success: true, message: 'Cases linked successfully' } },
    [`DELETE /api/cases/${CASE_ID}/links/${OTHER}`]: {
      body: { success: true, message: 'Cases unlinked successfully' },
    },
  });
  renderPage(<DuplicatesPanel caseId={CASE_ID} />);
  return { api, user: userEvent.setup() };
}

describe('DuplicatesPanel', () => {
  it('lists likely duplicates with their reasons, and offers links for cases only', async () => {
    start();
    expect(await screen.findByText('Same suspect product: nurofen')).toBeTruthy();
    expect(screen.getByText('Similar reaction: rash ~ skin rash')).toBeTruthy();
    expect(screen.getByText('Similar text 0.82')).toBeTruthy();
    expect(screen.getByText('2 days apart')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Link as duplicate' })).toHaveLength(1);
    expect(screen.getByText('No linked cases.')).toBeTruthy();
  });

  it('links a case as a follow-up', async () => {
    const { api, user } = start();
    await user.click(await screen.findByRole('button', { name: 'Link as follow-up' }));
    await waitFor(() => expect(api.find('POST', `/api/cases/${CASE_ID}/links`)).toHaveLength(1));
    expect(api.find('POST', `/api/cases/${CASE_ID}/links`)[0]?.body).toEqual({
      linked_case_id: OTHER,
      kind: 'follow_up',
    });
  });

  it('shows linked cases either way and unlinks them', async () => {
    const { api, user } = start([
      {
        case_id: OTHER,
        kind: 'duplicate',
        direction: 'incoming',
        source: 'instagram',
        excerpt: 'took nurofen',
        created_at: '2025-03-04T00:00:00.000Z',
      },
    ]);
    const linked = await screen.findByRole('region', { name: 'Linked cases' });
    expect(await within(linked).findByText('Has duplicate')).toBeTruthy();
    // A case already linked is not offered again.
    await screen.findByText('Same suspect product: nurofen');
    expect(screen.queryByRole('button', { name: 'Link as duplicate' })).toBeNull();
    await user.click(within(linked).getByRole('button', { name: `Unlink case ${OTHER}` }));
    await waitFor(() => expect(api.find('DELETE', `/api/cases/${CASE_ID}/links/${OTHER}`)).toHaveLength(1));
  });
});
