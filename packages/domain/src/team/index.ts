export * from './roles.ts';
export * from './team-calls.ts';
