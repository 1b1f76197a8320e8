import type { enCases } from './en-cases.ts';

/** Spanish twin of en-cases.ts. */
export const esCases = {
  'cases.placeholder': 'Casos',
} as const satisfies { readonly [K in keyof typeof enCases]: string };
