export * from './custom-report-catalogue.ts';
export * from './custom-report-shapes.ts';
