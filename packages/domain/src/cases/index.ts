export * from './case-fields.ts';
export * from './case-field-check.ts';
export * from './case-field-update.ts';
export * from './case-kinds.ts';
export * from './case-shapes.ts';
export * from './case-to-e2b.ts';
export * from './regulatory-clock.ts';
export * from './case-sections.ts';
