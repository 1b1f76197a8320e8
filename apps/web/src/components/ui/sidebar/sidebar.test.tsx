import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setMatchMedia } from '@/test/media.ts';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie.ts';
import { SidebarProvider, useSidebar } from './sidebar-context.tsx';
import { Sidebar } from './sidebar.tsx';

function Probe() {
  const { state, openMobile, isMobile } = useSidebar();
  return <p data-testid="probe">{`${state} mobile=${isMobile} open=${openMobile}`}</p>;
}

function renderSidebar() {
  render(
    <SidebarProvider>
      <Sidebar label="Main navigation" closeLabel="Close">
        <a href="/home">Home</a>
      </Sidebar>
      <Probe />
    </SidebarProvider>,
  );
  return () => screen.getByTestId('probe').textContent;
}

describe('sidebar cookie', () => {
  it('reads and writes sidebar_state', () => {
    expect(readSidebarCookie('')).toBeNull();
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    writeSidebarCookie(true);
    expect(document.cookie).toContain('sidebar_state=true');
    expect(readSidebarCookie()).toBe(true);
  });
});

describe('sidebar', () => {
  it('toggles with ctrl+b and meta+b and remembers the state in the cookie', () => {
    const probe = renderSidebar();
    expect(probe()).toBe('expanded mobile=false open=false');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(probe()).toContain('collapsed');
    expect(readSidebarCookie()).toBe(false);
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(probe()).toContain('expanded');
    expect(readSidebarCookie()).toBe(true);
    fireEvent.keyDown(window, { key: 'b' });
    expect(probe()).toContain('expanded');
  });

  it('starts collapsed when the cookie says so', () => {
    writeSidebarCookie(false);
    const probe = renderSidebar();
    expect(probe()).toContain('collapsed');
  });

  it('below 768 px opens as a slide-in panel instead of collapsing', async () => {
    act(() => setMatchMedia({ width: 500 }));
    const probe = renderSidebar();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(probe()).toBe('expanded mobile=true open=true');
    // The panel's code loads on this first opening.
    expect(await screen.findByRole('dialog', { name: 'Main navigation' })).toBeTruthy();
  });
});
