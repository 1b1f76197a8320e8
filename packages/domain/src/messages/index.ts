export { en } from './en.ts';
export { es } from './es.ts';
export * from './catalogue.ts';
