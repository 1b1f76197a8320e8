import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssessmentRow } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import '../lib/case-form-texts.ts';
import { AssessmentSection } from './assessment-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<AssessmentRow> = {}): AssessmentRow => ({
  drug_index: 0,
  drug: 'Cardiozen',
  drug_role: '1',
  reaction_index: 0,
  reaction: 'Angioedema',
  reaction_pt_code: null,
  reporter: null,
  company: null,
  expectedness: 'not_assessed',
  expectedness_reason: { kind: 'no_reference_safety_information' },
  expectedness_override: null,
  ...overrides,
});

describe('Assessment section', () => {
  it('shows one row per pair with both causalities and the expectedness with its reason', () => {
    mockApi({});
    renderPage(
      <AssessmentSection
        caseId="case-1"
        rows={[
          row({
            reporter: { result: 'probable', method: 'WHO-UMC' },
            expectedness: 'unexpected',
            expectedness_reason: { kind: 'override', text: 'Not in SmPC v4' },
            expectedness_override: { value: 'unexpected', reason: 'Not in SmPC v4' },
          }),
          row({ reaction_index: 1, reaction: 'Rash' }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Assessment' })).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    if (first === undefined || second === undefined) throw new Error('expected two rows');
    expect(within(first).getByRole('rowheader').textContent).toBe('Cardiozen');
    expect(first.textContent).toContain('Angioedema');
    expect(first.textContent).toContain('Probable/likely (WHO-UMC)');
    expect(first.textContent).toContain('Unexpected');
    expect(first.textContent).toContain('Set by hand: Not in SmPC v4');
    expect(second.textContent).toContain('Rash');
    expect(second.textContent).toContain('No reference safety information for this product');
    expect(within(second).getAllByText('Not assessed')).toHaveLength(3);
  });

  it('says what is missing when the case has no pair to assess', () => {
    mockApi({});
    renderPage(<AssessmentSection caseId="case-1" rows={[]} />);
    expect(screen.getByText(/needs a suspect or interacting drug and a reaction/)).toBeTruthy();
  });

  it('saves the causalities, and an expectedness set by hand only with a reason', async () => {
    const api = mockApi({ 'PUT /api/cases/case-1/assessments': { body: { success: true, data: [] } } });
    renderPage(<AssessmentSection caseId="case-1" rows={[row()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Assess Cardiozen for Angioedema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reporter’s causality' }), {
      target: { value: 'probable' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Company’s causality' }), {
      target: { value: 'possible' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Company’s causality: Method' }), {
      target: { value: 'Naranjo' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Expectedness' }), {
      target: { value: 'unexpected' },
    });
    const save = within(dialog).getByRole('button', { name: 'Save assessment' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: 'Reason for setting expectedness by hand' }),
      {
        target: { value: 'Not in SmPC v4' },
      },
    );
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(api.find('PUT', '/api/cases/case-1/assessments')).toHaveLength(1));
    expect(api.find('PUT', '/api/cases/case-1/assessments')[0]?.body).toEqual({
      drug: 'Cardiozen',
      reaction: 'Angioedema',
      reporter: { result: 'probable', method: 'WHO-UMC' },
      company: { result: 'possible', method: 'Naranjo' },
      expectedness_override: { value: 'unexpected', reason: 'Not in SmPC v4' },
    });
  });
});
