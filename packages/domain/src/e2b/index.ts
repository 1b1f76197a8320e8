export * from './constants.ts';
export * from './code-lists.ts';
export { e2bCodeNameEn } from './code-list-names-en.ts';
export * from './e2b-case.ts';
export * from './build-e2b-xml.ts';
export * from './check-e2b-xml.ts';
export * from './r3/index.ts';
