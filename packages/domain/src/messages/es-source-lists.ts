import type { enSourceLists } from './en-source-lists.ts';

/** Spanish twin of en-source-lists.ts. */
export const esSourceLists = {} as const satisfies { readonly [K in keyof typeof enSourceLists]: string };
