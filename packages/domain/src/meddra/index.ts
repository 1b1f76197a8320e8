export * from './meddra-release.ts';
export * from './meddra-calls.ts';
