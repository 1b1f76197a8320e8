export * from './roles.ts';
export * from './team-calls.ts';
export * from './team-rules.ts';
export * from './permissions.ts';
