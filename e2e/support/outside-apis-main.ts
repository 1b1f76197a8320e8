import { startApifyReplayServer } from '../../apps/server/src/test/apify-replay-server.ts';
import { startIbecsReplayServer } from '../../apps/server/src/test/ibecs-replay-server.ts';
import { APIFY_REPLAY_PORT, IBECS_REPLAY_PORT, startOutsideApis } from './outside-apis.ts';

// The journeys' outside world: PubMed and YouTube here, IBECS and Apify from the server tests' replay servers.
await startIbecsReplayServer(undefined, IBECS_REPLAY_PORT);
await startApifyReplayServer(undefined, APIFY_REPLAY_PORT);
await startOutsideApis();
