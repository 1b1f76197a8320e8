import type { Endpoint } from '../endpoint.ts';
import { caseEndpoints } from './cases.ts';
import { intakeEndpoints } from './intake.ts';
import { reviewEndpoints } from './review.ts';
import { sourceItemEndpointsBySource } from './source-items.ts';
import { sourceEndpoints } from './sources.ts';
import { teamEndpoints } from './team.ts';
import { userEndpoints } from './users.ts';

export { sourceItemEndpointsBySource } from './source-items.ts';
// Each area alone too, so that a page carries the schemas of the calls it makes and not the whole table's (the web's
// JavaScript budget: /auth needs the user calls, a review list never the case form's fields).
export { caseEndpoints } from './cases.ts';
export { intakeEndpoints } from './intake.ts';
export { reviewEndpoints } from './review.ts';
export { sourceEndpoints } from './sources.ts';
export { teamEndpoints } from './team.ts';
export { userEndpoints } from './users.ts';

/**
 * Every /api endpoint but the review reads of each source (those are `sourceItemEndpointsBySource[source]`), by
 * name: `endpoints.changeStatus`. The server registers exactly these routes (app.int.test.ts checks it).
 */
export const endpoints = {
  ...userEndpoints,
  ...reviewEndpoints,
  ...intakeEndpoints,
  ...sourceEndpoints,
  ...caseEndpoints,
  ...teamEndpoints,
};

/** The whole table, review reads included: one entry per method and path. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(endpoints),
  ...Object.values(sourceItemEndpointsBySource).flatMap((reads): Endpoint[] => [
    reads.list,
    reads.counts,
    reads.detail,
    reads.history,
  ]),
];
