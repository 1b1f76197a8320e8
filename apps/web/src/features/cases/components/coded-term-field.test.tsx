import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { caseFieldDefinition, type CaseFieldDefinition, type MeddraTerm } from '@vigila/domain';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { CodedTermField } from './coded-term-field.tsx';

const itchySkin: MeddraTerm = {
  llt_code: '95000006',
  llt_name: 'Itchy skin',
  pt_code: '96000002',
  pt_name: 'Pruritus',
  soc_code: '99000001',
  soc_name: 'Skin disorders (synthetic)',
};
const reactionTerm = caseFieldDefinition('reaction_term') as CaseFieldDefinition;

function start(language: 'en' | null, stored: Record<string, string | null> = {}) {
  const api = mockApi({
    'GET /api/meddra/search': {
      body: { success: true, release: { id: 'r', version: '27.1' }, data: [itchySkin] },
    },
    'PUT /api/cases/case-1/sections/E/1/coding': { body: { success: true, data: [] } },
  });
  renderPage(
    <CodedTermField
      caseId="case-1"
      section="E"
      index={1}
      definition={reactionTerm}
      stored={stored}
      language={language}
      idSuffix="-E-1"
      freeText={<input aria-label="Reaction or event (free text)" />}
    />,
  );
  return api;
}

describe('coded term field (issue 13)', () => {
  it('keeps the plain input, marked "not coded", while the organisation has no release', async () => {
    const api = start(null);
    expect(await screen.findByRole('textbox', { name: 'Reaction or event (free text)' })).toBeTruthy();
    expect(screen.getByText('not coded')).toBeTruthy();
    expect(screen.getByText('Load your MedDRA release in Settings to code it.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('saves a picked LLT with its words for the right entry, naming only the LLT and the language', async () => {
    const api = start('en', { reaction_term: 'itchy' });
    const input = await screen.findByRole('combobox');
    expect(input.getAttribute('id')).toBe('reactionTerm-E-1');
    fireEvent.change(input, { target: { value: 'itc' } });
    await screen.findByRole('option', { name: /Itchy skin/ }, { timeout: 3000 });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(api.find('PUT', '/api/cases/case-1/sections/E/1/coding')).toHaveLength(1));
    expect(api.find('PUT', '/api/cases/case-1/sections/E/1/coding')[0]?.body).toEqual({
      term: 'Itchy skin',
      llt_code: '95000006',
      language: 'en',
    });
  });

  it('saves typed words without a code as free text', async () => {
    const api = start('en', { reaction_term: '' });
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: '  strange tingling ' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(api.find('PUT', '/api/cases/case-1/sections/E/1/coding')[0]?.body).toEqual({
        term: 'strange tingling',
        llt_code: null,
        language: 'en',
      }),
    );
  });
});
