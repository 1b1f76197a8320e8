import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { buildEmail, buildHistory } from '@/test/builders.ts';
import { renderPage } from '@/test/render.tsx';
import { EmailDetailPage } from './email-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const flagged = buildEmail({
  adr: true,
  adr_reason: 'Quote: "I got a rash after taking Amoxil"',
  reaction_term: 'Rash',
  meddra: '10037844',
  html: '<p>Hello <b>team</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="https://example.org">link</a></p>',
});

function start(history = [buildHistory(), buildHistory({ id: 'h-0', status_id: 9, changed_by_name: null })]) {
  const api = mockApi({
    'GET /api/emails/email-1/history': { body: { success: true, data: history } },
    'GET /api/emails/email-1': { body: { success: true, data: flagged } },
  });
  renderPage(<EmailDetailPage />, { path: '/emails/email-1', pattern: '/emails/:emailId' });
  return api;
}

describe('e-mail detail (SPEC §2.8)', () => {
  it('shows subject, sender, the sanitised HTML body and the platform details', async () => {
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rash after Amoxil' })).toBeTruthy();
    expect(screen.getByText('patient@example.org')).toBeTruthy();
    const bold = screen.getByText('team');
    expect(bold.tagName).toBe('B');
    const body = bold.closest('div');
    expect(body?.innerHTML).not.toContain('script');
    expect(body?.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'link' }).getAttribute('rel')).toBe('noopener noreferrer');
    const details = within(screen.getByText('Platform Details').closest('.rounded-xl') as HTMLElement);
    expect(details.getByText('Email ID')).toBeTruthy();
    expect(details.getByText('safety@demo.test')).toBeTruthy();
    expect(details.getByText('Processed')).toBeTruthy();
  });

  it('shows the ADR reason and its MedDRA value in Safety Flags', async () => {
    start();
    await screen.findByText('Safety Flags');
    const adr = document.querySelector('[data-flag="adr"]') as HTMLElement;
    expect(adr.textContent).toContain('I got a rash after taking Amoxil');
    expect(adr.textContent).toContain('MedDRA: Rash (10037844)');
    expect(document.querySelector('[data-flag="pqc"]')?.textContent).toContain('Not detected');
  });

  it("lists the history newest first as MM/DD/YYYY HH:mm, with 'Unknown' for unknown status and changer", async () => {
    start();
    const card = (await screen.findByText('Status History')).closest('.rounded-xl') as HTMLElement;
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(card).getAllByRole('listitem');
    expect(first?.textContent).toContain('Needs Review');
    expect(first?.textContent).toContain('by Rita Reviewer');
    expect(first?.querySelector('time')?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(second?.textContent).toContain('Unknown');
    expect(second?.textContent).toContain('by Unknown');
  });

  it("shows 'No status history available for this item.' for an empty history", async () => {
    start([]);
    expect(await screen.findByText('No status history available for this item.')).toBeTruthy();
  });

  it("shows 'Email Not Found' with Retry Loading, which loads again", async () => {
    const api = mockApi({ 'GET /api/emails/missing': { status: 404, body: { error: 'Email not found' } } });
    renderPage(<EmailDetailPage />, { path: '/emails/missing', pattern: '/emails/:emailId' });
    expect(await screen.findByRole('heading', { name: 'Email Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        "The email you're looking for could not be found. It may have been deleted or is not accessible.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Loading' }));
    await waitFor(() => expect(api.find('GET', '/api/emails/missing')).toHaveLength(2));
  });

  it('offers Convert to Case', async () => {
    start();
    expect(await screen.findByRole('button', { name: 'Convert to Case' })).toHaveProperty('disabled', false);
  });
});
