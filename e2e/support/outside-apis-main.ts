import { startOutsideApis } from './outside-apis.ts';

await startOutsideApis();
