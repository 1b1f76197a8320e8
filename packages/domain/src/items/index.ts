export * from './status.ts';
export * from './flags.ts';
export * from './list-query.ts';
export * from './item-shapes.ts';
export * from './item-calls.ts';
export * from './mailboxes.ts';
export * from './triage-query.ts';
export * from './case-facts.ts';
