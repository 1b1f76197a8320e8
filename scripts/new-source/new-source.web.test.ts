import { describeNewSourceIn } from './describe-new-source.ts';
import { WEB_CHANGES } from './new-source-check.ts';

// Checked in apps/web: the source's web files.
describeNewSourceIn('apps/web', WEB_CHANGES);
