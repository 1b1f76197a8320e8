import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';

/** What the Data Sources panel tests share: the toasts they watch, how a panel is rendered, the add and delete steps. */
export type PanelRoutes = Parameters<typeof mockApi>[0];

/** Spies on the success/error/info toasts, cleared before each test; stubbed globals are undone after each. */
export function watchNotices() {
  const notices = {
    success: vi.spyOn(notify, 'success'),
    failure: vi.spyOn(notify, 'error'),
    info: vi.spyOn(notify, 'info'),
  };
  beforeEach(() => {
    for (const spy of Object.values(notices)) spy.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());
  return notices;
}

/** One panel as the settings page lists it (inside a list), with the API answering `routes`. */
export function renderPanel(panel: ReactElement, routes: PanelRoutes) {
  const api = mockApi(routes);
  const view = renderPage(<ul>{panel}</ul>, { path: '/settings', pattern: '/settings' });
  return { api, ...view };
}

export const addButton = () => screen.getByRole('button', { name: 'Add' });

/** The add progress bar's value, as the screen reader hears it. */
export const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

/** Types `value` into the panel's add field and presses Add. */
export function addEntry(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.click(addButton());
}

/** Deletes the monitored entry shown as `name` the two-step way: its trash button, then Confirm. */
export function confirmDelete(row: HTMLElement, name: string) {
  fireEvent.click(within(row).getByRole('button', { name: `Delete ${name}` }));
  fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
}
