export * from './constants.ts';
export * from './theme.ts';
export * from './api/error.ts';
export * from './api/register.ts';
export * from './api/health.ts';
export * from './api/client-config.ts';
export * from './messages/index.ts';
export * from './items/index.ts';
