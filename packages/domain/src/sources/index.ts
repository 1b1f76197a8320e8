export * from './monitored-sources.ts';
export * from './source-call-shapes.ts';
export * from './source-list.ts';
export * from './source-tables.ts';
export * from './source-definitions.ts';
export * from './review-calls.ts';
export * from './triage-query.ts';
export type { KeyedAdd, SourceBasics, SourceDefinition } from './source-definition.ts';
