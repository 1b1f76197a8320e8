export { en } from './en.ts';
export { loadSpanish } from './es.ts';
export * from './catalogue.ts';
