export * from './retention-shapes.ts';
