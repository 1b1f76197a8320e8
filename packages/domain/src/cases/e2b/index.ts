// The case record ↔ E2B message adapter: the e2b/ builders, readers and checkers know nothing of the case form.
export * from './case-report-rules.ts';
export * from './case-to-e2b.ts';
export * from './check-case-form.ts';
export * from './generate-case-e2b-r3.ts';
export * from './import-e2b-xml.ts';
export * from './assessments-to-e2b.ts';
