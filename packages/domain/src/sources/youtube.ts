import type { SourceDefinition } from './source-definition.ts';

/** Comments on the videos of a monitored YouTube channel. */
export const youtubeSource = {
  name: 'youtube',
  referenceType: 'youtube',
  schedule: 'daily',
  itemWord: 'comments',
} as const satisfies SourceDefinition;
