export * from './psur-shapes.ts';
