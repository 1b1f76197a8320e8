import type { ComponentType } from 'react';
import { lazyPage, type PageRoute } from '@/review/source-descriptor.ts';
import { SOURCE_SHELLS } from './sources.ts';

/** A route module of routes/: its page is the `Component` it exports. */
const routeModule = (load: () => Promise<{ Component: ComponentType }>) => lazyPage(load, 'Component');

/**
 * Pages inside the signed-in shell; each is its own chunk. The data sources' pages come from their shells
 * (sources.ts).
 */
export const appRoutes: readonly PageRoute[] = [
  { path: '/home', page: routeModule(() => import('./routes/home.tsx')) },
  { path: '/vector', page: routeModule(() => import('./routes/vector.tsx')) },
  { path: '/triage', page: routeModule(() => import('./routes/triage.tsx')) },
  { path: '/settings', page: routeModule(() => import('./routes/settings.tsx')) },
  { path: '/profile', page: routeModule(() => import('./routes/profile.tsx')) },
  ...SOURCE_SHELLS.flatMap((shell) => shell.routes),
  { path: '/cases', page: routeModule(() => import('./routes/cases.tsx')) },
  { path: '/cases/:id', page: routeModule(() => import('./routes/case.tsx')) },
  { path: '/custom-report', page: routeModule(() => import('./routes/custom-report.tsx')) },
  { path: '/psur', page: routeModule(() => import('./routes/psur.tsx')) },
  // The PSUR's printable report (decision 0023): the tables with the organisation, product and interval.
  { path: '/psur/print', page: routeModule(() => import('./routes/psur-print.tsx')) },
  // The sidebar's "E2B Manual" item points here: a form without a source item (SPEC §2.3).
  { path: '/e2b', page: routeModule(() => import('./routes/e2b-manual.tsx')) },
  { path: '/e2b/:id', page: routeModule(() => import('./routes/e2b.tsx')) },
];

/** The public pages: sign-in and its legal pages. */
export const publicRoutes: readonly PageRoute[] = [
  { path: '/auth', page: routeModule(() => import('./routes/auth.tsx')) },
  { path: '/auth/terms', page: routeModule(() => import('./routes/terms.tsx')) },
  { path: '/auth/privacy', page: routeModule(() => import('./routes/privacy.tsx')) },
];

/** The signed-in shell (sidebar, header), itself a chunk: the sign-in page does not load it. */
export const AppShellPage = routeModule(() => import('./routes/app-shell.tsx'));
