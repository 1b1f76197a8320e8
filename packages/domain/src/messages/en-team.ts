/** English strings of Settings → User Management and the organisation switcher (SPEC §2.5, §4.5, §5, §8). */
export const enTeam = {
  'team.placeholder': 'User Management',
} as const;
