export * from './vector-limits.ts';
export * from './vector-shapes.ts';
