import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { buildCaseDetail, mockCaseApi, prefilled } from '@/test/cases/case-fixtures.ts';
import { renderPage } from '@/test/render.tsx';
import { Component as E2bRoute } from './e2b.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CASE_ID = 'case-0001-7f3a9';

// The route module lives in app/, so its test does too (a feature never imports app/).
describe('the /e2b/{id} route (SPEC §2.9)', () => {
  it('shows the same page at /e2b/{id}', async () => {
    mockCaseApi(buildCaseDetail(prefilled));
    renderPage(<E2bRoute />, { path: `/e2b/${CASE_ID}`, pattern: '/e2b/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case 7f3a9' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate E2B XML' })).toBeTruthy();
  });
});
