import type { enMonitoring } from './en-monitoring.ts';

/** Spanish twin of en-monitoring.ts. */
export const esMonitoring = {} as const satisfies { readonly [K in keyof typeof enMonitoring]: string };
