import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ROLE_IDS, type PendingInvitation, type Role, type TeamMember } from '@vigila/domain';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { testUser } from '@/test/render.tsx';
import { UserManagement } from '../../features/team/components/user-management.tsx';

/** A member in the API's shape (SPEC §3 "Team member"). */
export function buildMember(overrides: Partial<TeamMember> & { roleNames?: Role[] } = {}): TeamMember {
  const { roleNames = ['technician'], ...rest } = overrides;
  return {
    user_id: 'user-2',
    name: 'Tom Technician',
    email: 'tom@demo.test',
    picture: null,
    roles: roleNames.map((name) => ({ id: ROLE_IDS[name], name })),
    joined_at: '2026-01-10T09:00:00.000Z',
    ...rest,
  };
}

/** A pending invitation in the API's shape (SPEC §3 "Pending invitation"), roles by id. */
export function buildInvitation(overrides: Partial<PendingInvitation> = {}): PendingInvitation {
  return {
    id: 'inv-1',
    invitee: { email: 'new.hire@example.org' },
    inviter: { name: 'Olivia Owner' },
    created_at: '2026-03-02T10:00:00.000Z',
    expires_at: '2026-03-09T10:00:00.000Z',
    roles: [ROLE_IDS.manager],
    invitation_url: 'http://localhost/auth?invitation=tok&organization=org-1&organization_name=Demo%20Pharma',
    ...overrides,
  };
}

export const owner = buildMember({
  user_id: 'user-1',
  name: 'Olivia Owner',
  email: 'owner@demo.test',
  roleNames: ['owner'],
});
export const technician = buildMember();

/** Spies on the toasts, cleared before each test; stubbed globals (fetch, clipboard) are undone after each. */
export function watchToasts() {
  const toasts = { success: vi.spyOn(notify, 'success'), error: vi.spyOn(notify, 'error') };
  beforeEach(() => {
    toasts.success.mockReset();
    toasts.error.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());
  return toasts;
}

/** The team panel for a signed-in user with `roles`, the API answering `routes`. */
export function renderTeam(
  routes: Parameters<typeof mockApi>[0],
  { roles = ['owner'], orgId = 'org-1' }: { roles?: Role[]; orgId?: string | null } = {},
) {
  const api = mockApi(routes);
  useAuthStore
    .getState()
    .setAuth(
      { ...testUser, org_id: orgId, role: roles[0] ?? null, roles },
      'token-1',
      Date.now() + 3_600_000,
    );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UserManagement />
    </QueryClientProvider>,
  );
  return { api, queryClient, ...view };
}
