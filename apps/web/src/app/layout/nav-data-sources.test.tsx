import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SidebarProvider } from '@/components/ui/sidebar/sidebar-context.tsx';
import { useSidebarSubItems } from '@/features/monitoring/hooks/use-sidebar-sub-items.ts';
import { buildEntry, sourcesAnswer } from '@/test/monitoring/monitoring-fixtures.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { NavDataSources } from './nav-data-sources.tsx';

afterEach(() => vi.unstubAllGlobals());

function LiveNavDataSources() {
  return <NavDataSources subItems={useSidebarSubItems()} />;
}

const entries = [
  buildEntry({ id: 'a1', source: 'youtube', key: 'GoogleDevelopers' }),
  buildEntry({ id: 'a2', source: 'instagram', key: 'pharma.co' }),
  buildEntry({ id: 'a3', source: 'amazon', key: 'B08N5WRWNW', label: 'Ibuprofeno 600' }),
  buildEntry({ id: 'a4', source: 'amazon', key: 'B0C1234567', label: null }),
  buildEntry({ id: 'a5', source: 'literature', key: 'ibuprofen AND rash/urticaria', databases: ['pubmed'] }),
];

function start() {
  mockApi({ 'GET /api/sources': { body: sourcesAnswer(entries) } });
  renderPage(
    <SidebarProvider>
      <LiveNavDataSources />
    </SidebarProvider>,
    { path: '/home' },
  );
}

const expand = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Show ${name} sources` }));
  return screen.getByRole('link', { name }).closest('li') as HTMLElement;
};

describe('sidebar data-source sub-items (SPEC §2.3)', () => {
  it('shows a source’s sub-items only once it is expanded', async () => {
    start();
    await screen.findByRole('button', { name: 'Show YouTube sources' });
    expect(screen.queryByRole('link', { name: 'GoogleDevelopers' })).toBeNull();
    const youtube = expand('YouTube');
    expect(
      (await within(youtube).findByRole('link', { name: 'GoogleDevelopers' })).getAttribute('href'),
    ).toBe('/youtube/GoogleDevelopers');
    expect(screen.queryByRole('link', { name: 'pharma.co' })).toBeNull();
  });

  it('links Instagram profiles by username', async () => {
    start();
    await screen.findByRole('button', { name: 'Show Instagram sources' });
    const instagram = expand('Instagram');
    expect((await within(instagram).findByRole('link', { name: 'pharma.co' })).getAttribute('href')).toBe(
      '/instagram/pharma.co',
    );
  });

  it('labels Amazon products with the product name, or the ASIN when there is none', async () => {
    start();
    await screen.findByRole('button', { name: 'Show Amazon sources' });
    const amazon = expand('Amazon');
    expect((await within(amazon).findByRole('link', { name: 'Ibuprofeno 600' })).getAttribute('href')).toBe(
      '/amazon/B08N5WRWNW',
    );
    expect(within(amazon).getByRole('link', { name: 'B0C1234567' }).getAttribute('href')).toBe(
      '/amazon/B0C1234567',
    );
  });

  it('URL-encodes literature search terms', async () => {
    start();
    await screen.findByRole('button', { name: 'Show Literature sources' });
    const literature = expand('Literature');
    const link = await within(literature).findByRole('link', { name: 'ibuprofen AND rash/urticaria' });
    expect(link.getAttribute('href')).toBe('/literature/ibuprofen%20AND%20rash%2Furticaria');
  });

  it('says nothing was added for sources without sub-items', async () => {
    start();
    await screen.findByRole('button', { name: 'Show Recordings sources' });
    const recordings = expand('Recordings');
    expect(within(recordings).getByText('Nothing added yet')).toBeTruthy();
  });
});
