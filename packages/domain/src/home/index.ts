export * from './home-limits.ts';
export * from './home-shapes.ts';
