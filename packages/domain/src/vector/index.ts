export * from './vector-shapes.ts';
