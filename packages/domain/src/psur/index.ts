export * from './psur-names.ts';
export * from './psur-shapes.ts';
