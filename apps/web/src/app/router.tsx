import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import type { PageRoute } from '@/review/source-descriptor.ts';
import { AppShellPage, appRoutes, publicRoutes } from './app-routes.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

const pageRoute = ({ path, page: Page }: PageRoute) => <Route key={path} path={path} element={<Page />} />;

/**
 * The route table of SPEC §2.1. Every page is a lazy module; only /auth and its legal pages are public. Declarative
 * routes (no data router): the app loads its data with TanStack Query, and the data router's loaders, actions and
 * fetchers would add about 15 KB gzipped to every page for nothing.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // A new path clears a render error: the error screen belongs to the page that failed.
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {publicRoutes.map(pageRoute)}
          <Route path="/" element={<RootRedirect />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppShellPage />}>{appRoutes.map(pageRoute)}</Route>
          </Route>
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/**
 * The app in the browser's history. Navigations are plain updates, not transitions, so a page whose chunk is still
 * loading shows the spinner at once instead of keeping the previous page on screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
