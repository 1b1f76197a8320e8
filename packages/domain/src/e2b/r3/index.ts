export * from './build-e2b-r3-xml.ts';
export * from './check-e2b-r3-xml.ts';
export * from './e2b-r3-case.ts';
