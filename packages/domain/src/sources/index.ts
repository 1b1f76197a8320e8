export * from './source-shapes.ts';
export * from './monitored-sources.ts';
export * from './source-calls.ts';
export * from './source-definitions.ts';
export type { SourceDefinition } from './source-definition.ts';
