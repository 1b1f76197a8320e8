import type { RouteObject } from 'react-router';
import { SOURCE_SHELLS } from './sources.ts';

/**
 * Pages inside the signed-in shell; each is its own chunk. The data sources' pages come from their shells
 * (sources.ts).
 */
export const appRoutes: RouteObject[] = [
  { path: '/home', lazy: () => import('./routes/home.tsx') },
  { path: '/vector', lazy: () => import('./routes/vector.tsx') },
  { path: '/triage', lazy: () => import('./routes/triage.tsx') },
  { path: '/settings', lazy: () => import('./routes/settings.tsx') },
  { path: '/profile', lazy: () => import('./routes/profile.tsx') },
  ...SOURCE_SHELLS.flatMap((shell) => shell.routes),
  { path: '/cases', lazy: () => import('./routes/cases.tsx') },
  { path: '/cases/:id', lazy: () => import('./routes/case.tsx') },
  { path: '/custom-report', lazy: () => import('./routes/custom-report.tsx') },
  { path: '/psur', lazy: () => import('./routes/psur.tsx') },
  // The sidebar's "E2B Manual" item points here: a form without a source item (SPEC §2.3).
  { path: '/e2b', lazy: () => import('./routes/e2b-manual.tsx') },
  { path: '/e2b/:id', lazy: () => import('./routes/e2b.tsx') },
];
