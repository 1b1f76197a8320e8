export * from './source-shapes.ts';
export * from './monitored-sources.ts';
export * from './source-calls.ts';
