import type { SourceDefinition } from './source-definition.ts';

/** Comments on the recent posts of a monitored Instagram profile. */
export const instagramSource = {
  name: 'instagram',
  referenceType: 'instagram',
  schedule: 'daily',
  itemWord: 'comments',
} as const satisfies SourceDefinition;
