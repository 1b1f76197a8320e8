export * from './identity.ts';
export * from './audit.ts';
export * from './oidc.ts';
export * from './items.ts';
export * from './jobs.ts';
export * from './mailboxes.ts';
export * from './monitored-sources.ts';
export * from './cases.ts';
