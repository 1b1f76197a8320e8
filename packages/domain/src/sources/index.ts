export * from './monitored-sources.ts';
export * from './source-call-shapes.ts';
export * from './source-definitions.ts';
export type { KeyedAdd, SourceDefinition } from './source-definition.ts';
