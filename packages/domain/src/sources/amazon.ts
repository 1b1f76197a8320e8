import type { SourceDefinition } from './source-definition.ts';

/** Reviews of a monitored Amazon product (ASIN); the spec's reference_type for them is 'reviews'. */
export const amazonSource = {
  name: 'amazon',
  referenceType: 'reviews',
  schedule: 'daily',
  itemWord: 'reviews',
} as const satisfies SourceDefinition;
