import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { RENEWAL_LEAD_MS } from '@/lib/auth/session-renewal.ts';
import { testUser } from '@/test/render.tsx';
import type * as SessionRenewal from '@/lib/auth/session-renewal.ts';

const { providerUserCached, restoreWithProvider } = vi.hoisted(() => ({
  providerUserCached: vi.fn(() => Promise.resolve(true)),
  restoreWithProvider: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('@/lib/auth/session-renewal.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionRenewal>()),
  isProviderUserCached: providerUserCached,
  restoreSessionWithProvider: restoreWithProvider,
}));

const { useSessionGate } = await import('./use-session-gate.ts');

const signInWithTokenFor = (ms: number) =>
  useAuthStore.getState().setAuth(testUser, 'token-1', Date.now() + ms);

afterEach(() => {
  vi.clearAllMocks();
  useAuthStore.getState().logout();
});

describe('session gate', () => {
  it('opens at once with a fresh token and asks the provider only when the token is due for renewal', async () => {
    // Due for renewal 300 ms from now.
    signInWithTokenFor(RENEWAL_LEAD_MS + 300);
    const { result } = renderHook(() => useSessionGate());
    expect(result.current).toBe(true);
    await waitFor(() => expect(providerUserCached).toHaveBeenCalled());
    expect(restoreWithProvider).not.toHaveBeenCalled();
    await waitFor(() => expect(restoreWithProvider).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('signs out a fresh token whose provider user is gone (a sign-out in another tab)', async () => {
    providerUserCached.mockResolvedValueOnce(false);
    signInWithTokenFor(3_600_000);
    renderHook(() => useSessionGate());
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(restoreWithProvider).not.toHaveBeenCalled();
  });

  it('waits for the provider when the token has expired', async () => {
    signInWithTokenFor(-1000);
    const { result } = renderHook(() => useSessionGate());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(restoreWithProvider).toHaveBeenCalledTimes(1);
    expect(providerUserCached).not.toHaveBeenCalled();
  });
});
