import type { SourceDefinition } from './source-definition.ts';
import { amazonTexts } from './amazon-texts.ts';

/** Reviews of a monitored Amazon product (ASIN); the spec's reference_type for them is 'reviews'. */
export const amazonSource = {
  name: 'amazon',
  referenceType: 'reviews',
  schedule: 'daily',
  itemWord: 'reviews',
  settingsGroup: 'ecommerce',
  remove: {
    endpoint: 'deleteAsin',
    done: 'monitoring.amazonDeleted',
    failed: 'monitoring.amazonDeleteFailed',
  },
  texts: amazonTexts,
} as const satisfies SourceDefinition;
