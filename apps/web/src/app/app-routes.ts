import type { RouteObject } from 'react-router';

/** Pages inside the signed-in shell. Placeholders until their issues land; each is its own chunk. */
export const appRoutes: RouteObject[] = [
  { path: '/home', lazy: () => import('./routes/home.tsx') },
  { path: '/vector', lazy: () => import('./routes/vector.tsx') },
  { path: '/triage', lazy: () => import('./routes/triage.tsx') },
  { path: '/settings', lazy: () => import('./routes/settings.tsx') },
  { path: '/profile', lazy: () => import('./routes/profile.tsx') },
  { path: '/amazon', lazy: () => import('./routes/amazon.tsx') },
  { path: '/amazon/:asin', lazy: () => import('./routes/amazon-product.tsx') },
  { path: '/amazon/:asin/:reviewId', lazy: () => import('./routes/amazon-review.tsx') },
  { path: '/recordings', lazy: () => import('./routes/recordings.tsx') },
  { path: '/recordings/:recordingId', lazy: () => import('./routes/recording.tsx') },
  { path: '/literature', lazy: () => import('./routes/literature.tsx') },
  { path: '/literature/details/:pmid', lazy: () => import('./routes/literature-article.tsx') },
  { path: '/literature/:searchTerm', lazy: () => import('./routes/literature-search.tsx') },
  { path: '/instagram', lazy: () => import('./routes/instagram.tsx') },
  { path: '/instagram/:username', lazy: () => import('./routes/instagram-profile.tsx') },
  { path: '/instagram/:username/comment/:commentId', lazy: () => import('./routes/instagram-comment.tsx') },
  { path: '/emails', lazy: () => import('./routes/emails.tsx') },
  { path: '/emails/:emailId', lazy: () => import('./routes/email.tsx') },
  { path: '/youtube', lazy: () => import('./routes/youtube.tsx') },
  { path: '/youtube/:username', lazy: () => import('./routes/youtube-channel.tsx') },
  { path: '/youtube/:username/comment/:commentId', lazy: () => import('./routes/youtube-comment.tsx') },
  { path: '/cases', lazy: () => import('./routes/cases.tsx') },
  { path: '/cases/:id', lazy: () => import('./routes/case.tsx') },
  { path: '/custom-report', lazy: () => import('./routes/custom-report.tsx') },
  { path: '/psur', lazy: () => import('./routes/psur.tsx') },
  // The sidebar's "E2B Manual" item points here: a form without a source item (SPEC §2.3).
  { path: '/e2b', lazy: () => import('./routes/e2b-manual.tsx') },
  { path: '/e2b/:id', lazy: () => import('./routes/e2b.tsx') },
];
