export * from './product-match.ts';
export * from './product-shapes.ts';
