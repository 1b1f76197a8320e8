import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ReviewExtensions } from '@/app/review-extensions.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import type { AuthUser } from '@/lib/auth/auth-user.ts';

export const testUser: AuthUser = {
  ...{ id: 'user-1', email: 'rita@demo.test', name: 'Rita Reviewer', picture: null, org_name: 'Demo Pharma' },
  ...{ org_id: 'org-1', role: 'technician', roles: ['technician'], orgs: [], id_token: {} },
};

/**
 * Renders `element` at `path` (matched by `pattern`) with a fresh query client, a signed-in user and the app's
 * review extensions (Convert to Case on detail pages), as the signed-in shell provides them.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  useAuthStore.getState().setAuth(testUser, 'token-1', Date.now() + 3_600_000);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ReviewExtensions>
        <RouterProvider router={router} />
      </ReviewExtensions>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
