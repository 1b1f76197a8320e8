import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteError } from './route-error.tsx';
import { RouteSpinner } from './route-spinner.tsx';
import { appRoutes } from './app-routes.ts';

/** The route table of SPEC §2.1. Every page is a lazy module; only /auth and its legal pages are public. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteSpinner />,
    children: [
      { path: '/auth', lazy: () => import('./routes/auth.tsx') },
      { path: '/auth/terms', lazy: () => import('./routes/terms.tsx') },
      { path: '/auth/privacy', lazy: () => import('./routes/privacy.tsx') },
      { path: '/', element: <RootRedirect /> },
      {
        element: <RequireAuth />,
        children: [{ lazy: () => import('./routes/app-shell.tsx'), children: appRoutes }],
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
