export * from './duplicate-profiles.ts';
export * from './duplicate-score.ts';
export * from './duplicate-shapes.ts';
export * from './normalise-words.ts';
export * from './product-names.ts';
export * from './reaction-similarity.ts';
export * from './text-similarity.ts';
