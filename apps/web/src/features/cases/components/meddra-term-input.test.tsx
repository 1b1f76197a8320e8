import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MeddraCoding, MeddraRelease, MeddraTerm } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { MeddraTermInput } from './meddra-term-input.tsx';

const release: MeddraRelease = {
  id: 'rel-1',
  version: '27.1',
  language: 'en',
  uploaded_by: 'user-1',
  uploaded_at: '2026-03-01T00:00:00Z',
  active: true,
  llt_count: 79,
};
const itchySkin: MeddraTerm = {
  llt_code: '95000006',
  llt_name: 'Itchy skin',
  pt_code: '96000002',
  pt_name: 'Pruritus',
  soc_code: '99000001',
  soc_name: 'Skin disorders (synthetic)',
};

function start(releases: MeddraRelease[], initial: MeddraCoding = { term: '', lltCode: null, ptCode: null }) {
  const api = mockApi({
    'GET /api/meddra/releases': { body: { success: true, data: releases } },
    'GET /api/meddra/search': (call) => ({
      body: {
        success: true,
        release: { id: 'rel-1', version: '27.1' },
        data: (call.query.get('q') ?? '').toLowerCase().startsWith('it') ? [itchySkin] : [],
      },
    }),
  });
  const changes: MeddraCoding[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <MeddraTermInput
        aria-label="Reaction"
        language="en"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderPage(<Harness />);
  return { api, changes };
}

describe('MedDRA term input (issue 13)', () => {
  it('is free text marked "not coded" when the organisation has no release in the language', async () => {
    const { api, changes } = start([{ ...release, language: 'es' }]);
    const input = await screen.findByRole('textbox', { name: 'Reaction' });
    expect(await screen.findByText('not coded')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'itchy arms' } });
    expect(changes.at(-1)).toEqual({ term: 'itchy arms', lltCode: null, ptCode: null });
    expect(api.find('GET', '/api/meddra/search')).toHaveLength(0);
  });

  it('searches after typing stops, and keeps the LLT and PT codes of the pick with its PT and SOC', async () => {
    const { api, changes } = start([release]);
    const input = await screen.findByRole('combobox', { name: 'Reaction' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(input, { target: { value: 'i' } });
      fireEvent.change(input, { target: { value: 'it' } });
      fireEvent.change(input, { target: { value: 'itc' } });
      expect(api.find('GET', '/api/meddra/search')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(300);
    } finally {
      vi.useRealTimers();
    }
    const option = await screen.findByRole('option', { name: /Itchy skin/ });
    expect(option.textContent).toContain('PT Pruritus · Skin disorders (synthetic)');
    // One search, for the settled words, in the release's language.
    const searches = api.find('GET', '/api/meddra/search');
    expect(searches.map((call) => [call.query.get('q'), call.query.get('language')])).toEqual([
      ['itc', 'en'],
    ]);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes.at(-1)).toEqual({ term: 'Itchy skin', lltCode: '95000006', ptCode: '96000002' });
    expect(
      await screen.findByText(
        'LLT Itchy skin (95000006) · PT Pruritus (96000002) · SOC Skin disorders (synthetic)',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows the PT and SOC of a term coded earlier, and can drop the coding', async () => {
    const { changes } = start([release], { term: 'Itchy skin', lltCode: '95000006', ptCode: '96000002' });
    expect(
      await screen.findByText(
        'LLT Itchy skin (95000006) · PT Pruritus (96000002) · SOC Skin disorders (synthetic)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the MedDRA coding' }));
    expect(changes.at(-1)).toEqual({ term: 'Itchy skin', lltCode: null, ptCode: null });
    expect(await screen.findByText('not coded')).toBeTruthy();
  });

  it('keeps typed words as free text when no LLT is picked', async () => {
    const { changes } = start([release]);
    const input = await screen.findByRole('combobox', { name: 'Reaction' });
    fireEvent.change(input, { target: { value: 'strange tingling' } });
    expect(await screen.findByText('No current LLT matches')).toBeTruthy();
    fireEvent.blur(input);
    await waitFor(() =>
      expect(changes.at(-1)).toEqual({ term: 'strange tingling', lltCode: null, ptCode: null }),
    );
  });
});
