import type { enTeam } from './en-team.ts';

/** Spanish twin of en-team.ts. */
export const esTeam = {
  'team.placeholder': 'Gestión de usuarios',
} as const satisfies { readonly [K in keyof typeof enTeam]: string };
