export * from './reporting-rule-kinds.ts';
export * from './receiver-territories.ts';
export * from './default-reporting-rules.ts';
export * from './reporting-facts.ts';
export * from './evaluate-reporting-rules.ts';
export * from './case-obligations.ts';
export * from './reporting-rules-shapes.ts';
