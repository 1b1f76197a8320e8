import { describeNewSourceIn } from './describe-new-source.ts';
import { DOMAIN_CHANGES, SERVER_CHANGES } from './new-source-check.ts';

// Checked in apps/server: the source's domain and server files.
describeNewSourceIn('apps/server', [...DOMAIN_CHANGES, ...SERVER_CHANGES]);
