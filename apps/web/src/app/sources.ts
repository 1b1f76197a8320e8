import { Mail, Mic } from 'lucide-react';
import { amazonShell } from '@/features/amazon/amazon-source.ts';
import { instagramShell } from '@/features/instagram/instagram-source.ts';
import { literatureShell } from '@/features/literature/literature-source.ts';
import { youtubeShell } from '@/features/youtube/youtube-source.ts';
import type { SourceShell } from '@/review/source-descriptor.ts';

/** The uploaded sources; their pages are route modules in routes/ (their features are not source-shell aware). */
const recordingsShell: SourceShell = {
  source: 'recording',
  nav: { label: 'nav.recordings', to: '/recordings', icon: Mic },
  routes: [
    { path: '/recordings', lazy: () => import('./routes/recordings.tsx') },
    { path: '/recordings/:recordingId', lazy: () => import('./routes/recording.tsx') },
  ],
};

const emailsShell: SourceShell = {
  source: 'email',
  nav: { label: 'nav.emails', to: '/emails', icon: Mail },
  routes: [
    { path: '/emails', lazy: () => import('./routes/emails.tsx') },
    { path: '/emails/:emailId', lazy: () => import('./routes/email.tsx') },
  ],
};

/**
 * Every data source in the app shell, in the sidebar's order (SPEC §2.3). The router takes their pages and the
 * sidebar their entries from here: a new source is one line.
 */
export const SOURCE_SHELLS: readonly SourceShell[] = [
  youtubeShell,
  instagramShell,
  amazonShell,
  recordingsShell,
  emailsShell,
  literatureShell,
];
