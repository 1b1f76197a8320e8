import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { CaseFacts } from '@vigila/domain';
import { usePreferences } from '@/lib/preferences-store.ts';
import { CaseFactsPanel } from './case-facts-panel.tsx';

afterEach(() => usePreferences.getState().setLanguage('en'));

const read: CaseFacts = {
  products: ['lamotrigine'],
  drugs: [
    { name: 'lamotrigine', role: 'suspect', evidence: null },
    { name: 'Metformin', role: 'concomitant', evidence: '(concomitant)' },
    { name: 'hydrocortisone', role: 'treatment', evidence: 'treated with hydrocortisone' },
  ],
  reactions: [{ text: 'severe rash', term: 'Severe rash', seriousness: ['hospitalisation'] }],
  serious: true,
  seriousness: ['hospitalisation'],
  seriousnessEvidence: ['admitted'],
  patientAge: 62,
  patientSex: 'male',
  reporter: 'physician',
};

describe('the case facts panel', () => {
  it('shows each drug’s role with the words that made it', () => {
    render(<CaseFactsPanel facts={read} />);
    const drugs = within(screen.getByTestId('facts-drugs'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(drugs).toEqual([
      'lamotrigine — Suspect (suspect, as the text gives it no other role)',
      'Metformin — Concomitant (“(concomitant)”)',
      'hydrocortisone — Treatment of the reaction (“treated with hydrocortisone”) — not a case drug (ICH E2B G.k): the narrative draft writes it as the treatment',
    ]);
    expect(screen.getByTestId('facts-reactions').textContent).toContain(
      'Severe rash (“severe rash”) · Hospitalisation',
    );
  });

  it('says a lone vague reaction must be specified, and reads an analysis stored before roles', () => {
    render(
      <CaseFactsPanel
        facts={{
          ...read,
          products: ['ibuprofen'],
          drugs: undefined,
          reactions: [{ text: 'side effect', term: 'Adverse drug reaction', vague: true }],
        }}
      />,
    );
    expect(screen.getByTestId('facts-reactions').textContent).toContain('too vague: specify the reaction');
    expect(screen.getByTestId('facts-drugs').textContent).toContain('ibuprofen — Suspect');
  });

  it('says why an item is possibly serious, with the words, and names no criterion', () => {
    render(
      <CaseFactsPanel
        facts={{
          ...read,
          reactions: [{ text: 'hives', term: 'Urticaria', seriousness: [] }],
          serious: false,
          seriousness: [],
          seriousnessEvidence: [],
          possiblySerious: true,
          possiblySeriousEvidence: ['ended up in the ER'],
        }}
      />,
    );
    expect(screen.getByTestId('facts-seriousness').textContent).toBe('Possibly serious');
    expect(screen.getByTestId('facts-possibly-serious').textContent).toContain(
      'the report says “ended up in the ER”',
    );
    expect(screen.queryByTestId('facts-criteria')).toBeNull();
  });

  it('speaks Spanish', async () => {
    usePreferences.getState().setLanguage('es');
    render(<CaseFactsPanel facts={read} />);
    expect((await screen.findByText(/Metformin — Concomitante/)).textContent).toBe(
      'Metformin — Concomitante (“(concomitant)”)',
    );
    expect(screen.getByText(/hydrocortisone — Tratamiento de la reacción/)).toBeTruthy();
  });
});
