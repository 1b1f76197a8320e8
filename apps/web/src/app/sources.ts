import { Mail, Mic } from 'lucide-react';
import { lazyPage, type SourceShell } from '@/review/source-descriptor.ts';

/** The uploaded sources; their pages are route modules in routes/ (their features are not source-shell aware). */
const recordingsShell: SourceShell = {
  source: 'recording',
  position: 4,
  nav: { label: 'nav.recordings', to: '/recordings', icon: Mic },
  routes: [
    { path: '/recordings', page: lazyPage(() => import('./routes/recordings.tsx'), 'Component') },
    { path: '/recordings/:recordingId', page: lazyPage(() => import('./routes/recording.tsx'), 'Component') },
  ],
};

const emailsShell: SourceShell = {
  source: 'email',
  position: 5,
  nav: { label: 'nav.emails', to: '/emails', icon: Mail },
  routes: [
    { path: '/emails', page: lazyPage(() => import('./routes/emails.tsx'), 'Component') },
    { path: '/emails/:emailId', page: lazyPage(() => import('./routes/email.tsx'), 'Component') },
  ],
};

/**
 * The shells the source features define: every `…Shell` export of a `features/<source>/<source>-source.ts` module
 * (eager: the same modules a static import would load; their pages stay lazy chunks). The uploaded sources' features
 * define no shell (theirs are above), so their descriptors stay in their pages' chunks.
 */
const modules: Record<string, Record<string, unknown>> = import.meta.glob(
  ['../features/*/*-source.ts', '!../features/emails/**', '!../features/recordings/**'],
  { eager: true },
);
const featureShells = Object.values(modules).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Shell'))
    .map(([, shell]) => shell as SourceShell),
);

/**
 * Every data source in the app shell, in the sidebar's order (SPEC §2.3). The router takes their pages and the
 * sidebar their entries from here: a new source's feature defines its shell and is found.
 */
export const SOURCE_SHELLS: readonly SourceShell[] = [...featureShells, recordingsShell, emailsShell].sort(
  (a, b) => a.position - b.position,
);
