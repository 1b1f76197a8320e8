export { en } from './en.ts';
export { enEveryPage } from './en-every-page.ts';
export { enCaseForm } from './en-case-form.ts';
export { enHome } from './en-home.ts';
export { enPsur } from './en-psur.ts';
export { enCustomReport } from './en-custom-report.ts';
export { enVector } from './en-vector.ts';
export { loadSpanish } from './es.ts';
export * from './catalogue.ts';
