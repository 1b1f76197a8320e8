import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_NON_RELEVANT_REASONS } from '@vigila/domain';
import { Accordion } from '@/components/ui/accordion.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { NonRelevantReasonsSection } from './non-relevant-reasons-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const answer = { body: { success: true, data: DEFAULT_NON_RELEVANT_REASONS, customised: false } };

function start(roles: string[]) {
  const api = mockApi({
    'GET /api/triage/reasons': answer,
    'PUT /api/triage/reasons': ({ body }) => ({
      body: {
        success: true,
        data: (body as { reasons: unknown }).reasons ?? DEFAULT_NON_RELEVANT_REASONS,
        customised: true,
      },
    }),
  });
  const view = renderPage(
    <Accordion type="multiple" defaultValue={['non-relevant-reasons']}>
      <NonRelevantReasonsSection />
    </Accordion>,
  );
  const user = useAuthStore.getState().user;
  if (user) useAuthStore.setState({ user: { ...user, roles } });
  return { api, ...view };
}

describe('Settings → Non-relevant reasons', () => {
  it('lets an admin reword, add and save the list; unchanged defaults stay translatable', async () => {
    const { api } = start(['admin']);
    const first = await screen.findByRole('textbox', { name: 'Reason 1' });
    expect((first as HTMLInputElement).value).toBe('Not about a medicinal product');
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason 4' }), { target: { value: 'Advertising' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove reason 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a reason' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason 5' }), {
      target: { value: 'Internal test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save reasons' }));
    await waitFor(() => expect(api.find('PUT', '/api/triage/reasons')).toHaveLength(1));
    const sent = (
      api.find('PUT', '/api/triage/reasons')[0]?.body as {
        reasons: { code: string; label: string | null; explain: boolean }[];
      }
    ).reasons;
    expect(sent.map((reason) => reason.label)).toEqual([null, null, 'Advertising', null, 'Internal test']);
    expect(sent.map((reason) => reason.code).slice(0, 4)).toEqual([
      'not_medicinal_product',
      'no_safety_content',
      'spam',
      'other',
    ]);
    expect(sent[3]?.explain).toBe(true);
  });

  it('shows a technician the list without letting them change it', async () => {
    start(['technician']);
    expect(await screen.findByText('Only owners and admins can change these reasons.')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Reason 1' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save reasons' })).toBeNull();
  });
});
