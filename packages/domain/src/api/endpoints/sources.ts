import {
  monitoredSourceIdParamsSchema,
  monitoredSourceListResponseSchema,
  monitoredSourceQuerySchema,
  monitoredSourceResponseSchema,
  syncResponseSchema,
  updateMonitoredSourceRequestSchema,
} from '../../sources/monitored-sources.ts';
import { SOURCE_CALL_ERRORS as errors } from '../../sources/source-call-shapes.ts';
import { SOURCE_CALLS } from '../../sources/source-definitions.ts';
import { endpoint } from '../endpoint.ts';
import { endpointsOfCalls } from './source-calls.ts';
import { sourceAddresses } from './sources-addresses.ts';

/**
 * Monitored sources: Settings → Data Sources (the list, the schedule, Sync now) and each source's own add, delete,
 * rename and analyze calls, which its definition states (sources/<source>.ts).
 */
export const sourceEndpoints = {
  monitoredSources: endpoint({
    ...sourceAddresses.monitoredSources,
    query: monitoredSourceQuerySchema,
    response: monitoredSourceListResponseSchema,
    errors,
  }),
  updateSchedule: endpoint({
    ...sourceAddresses.updateSchedule,
    params: monitoredSourceIdParamsSchema,
    body: updateMonitoredSourceRequestSchema,
    response: monitoredSourceResponseSchema,
    errors,
  }),
  syncSource: endpoint({
    ...sourceAddresses.syncSource,
    params: monitoredSourceIdParamsSchema,
    response: syncResponseSchema,
    errors,
  }),
  ...endpointsOfCalls(SOURCE_CALLS),
};
