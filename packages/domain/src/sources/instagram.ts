import type { SourceDefinition } from './source-definition.ts';
import { instagramTexts } from './instagram-texts.ts';

/** Comments on the recent posts of a monitored Instagram profile. */
export const instagramSource = {
  name: 'instagram',
  referenceType: 'instagram',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  remove: {
    endpoint: 'deleteInstagramAccount',
    done: 'monitoring.instagramDeleted',
    failed: 'monitoring.instagramDeleteFailed',
  },
  texts: instagramTexts,
} as const satisfies SourceDefinition;
