import type { SourceDefinition } from './source-definition.ts';
import { youtubeTexts } from './youtube-texts.ts';

/** Comments on the videos of a monitored YouTube channel. */
export const youtubeSource = {
  name: 'youtube',
  referenceType: 'youtube',
  schedule: 'daily',
  itemWord: 'comments',
  settingsGroup: 'socialMedia',
  remove: {
    endpoint: 'deleteYoutubeChannel',
    done: 'monitoring.youtubeDeleted',
    failed: 'monitoring.youtubeDeleteFailed',
  },
  texts: youtubeTexts,
} as const satisfies SourceDefinition;
