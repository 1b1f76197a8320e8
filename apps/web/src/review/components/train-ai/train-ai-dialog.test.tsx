import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { TrainAiDialog } from './train-ai-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

async function open(source: 'email' | 'literature' = 'email') {
  const api = mockApi({ 'POST /api/feedback': { body: { success: true } } });
  renderPage(
    <TrainAiDialog
      source={source}
      itemId="item-9"
      flags={source === 'literature' ? ['ss', 'qm', 'si'] : ['adr', 'pqc', 'mi']}
      values={{ adr: true, pqc: false, mi: null }}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Train AI' }));
  return { api, dialog: within(await screen.findByRole('dialog', { name: 'Train AI' })) };
}

describe('Train AI dialog (SPEC §2.8, stored on the server)', () => {
  it('offers correct/incorrect for present flags and missed for absent ones, with the spec labels', async () => {
    const { dialog } = await open();
    expect(dialog.getByRole('group', { name: 'Adverse Drug Reaction' })).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: /Product Quality Complaint/ })).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: /Medical Information/ })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('uses Safety Signal, Quality Mention and Special Interest for literature', async () => {
    const { dialog } = await open('literature');
    expect(dialog.getByRole('group', { name: 'Safety Signal' })).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: /Quality Mention/ })).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: /Special Interest/ })).toBeTruthy();
  });

  it('asks why when incorrect, thanks once anything is incorrect or missed, and posts the feedback', async () => {
    const { api, dialog } = await open();
    expect(dialog.queryByRole('status')).toBeNull();
    fireEvent.click(dialog.getByRole('radio', { name: 'Incorrect' }));
    expect(dialog.getByRole('status').textContent).toContain('Thank you');
    fireEvent.change(dialog.getByLabelText('Why is this incorrect?'), {
      target: { value: ' A symptom of the flu ' },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: /Medical Information/ }));
    fireEvent.change(dialog.getByLabelText('Why should this have been flagged?'), {
      target: { value: 'Asks about the dose' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST', '/api/feedback')[0]?.body).toEqual({
      reference_id: 'item-9',
      reference_type: 'email',
      flags: [
        { flag: 'adr', verdict: 'incorrect', reason: 'A symptom of the flu' },
        { flag: 'mi', verdict: 'missed', reason: 'Asks about the dose' },
      ],
    });
  });

  it('sends a confirmed flag without a reason, and Cancel closes without a call', async () => {
    const { api, dialog } = await open();
    fireEvent.click(dialog.getByRole('radio', { name: 'Correct' }));
    expect(dialog.queryByRole('status')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Train AI' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Train AI' }));
    const again = within(screen.getByRole('dialog'));
    expect(again.getByRole('radio', { name: 'Correct' })).toHaveProperty('checked', false);
    fireEvent.click(again.getByRole('radio', { name: 'Correct' }));
    fireEvent.click(again.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.find('POST', '/api/feedback')).toHaveLength(1));
    expect(api.find('POST', '/api/feedback')[0]?.body).toMatchObject({
      flags: [{ flag: 'adr', verdict: 'correct' }],
    });
  });
});
