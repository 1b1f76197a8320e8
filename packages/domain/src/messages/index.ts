export { en } from './en.ts';
export { enWithoutCaseForm } from './en-without-case-form.ts';
export { enCaseForm } from './en-case-form.ts';
export { loadSpanish } from './es.ts';
export * from './catalogue.ts';
