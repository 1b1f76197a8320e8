import type { Endpoint } from '../endpoint.ts';
import type { EndpointAddress } from '../endpoint-address.ts';
import { caseWorkEndpoints } from './case-work.ts';
import { caseEndpoints } from './cases.ts';
import { customReportEndpoints } from './custom-reports.ts';
import { duplicateEndpoints } from './duplicates.ts';
import { exportEndpoints } from './exports.ts';
import { homeEndpoints } from './home.ts';
import { intakeEndpoints } from './intake.ts';
import { meddraEndpoints } from './meddra.ts';
import { productEndpoints } from './products.ts';
import { psurEndpoints } from './psur.ts';
import { retentionEndpoints } from './retention.ts';
import { reportingRulesEndpoints } from './reporting-rules.ts';
import { reviewEndpoints } from './review.ts';
import { sourceItemEndpointsBySource } from './source-items.ts';
import { sourceEndpoints } from './sources.ts';
import { teamEndpoints } from './team.ts';
import { userEndpoints } from './users.ts';
import { vectorEndpoints } from './vector.ts';
import { workflowEndpoints } from './workflow.ts';

export { sourceItemEndpointsBySource } from './source-items.ts';
// Each area alone too, so that a page carries the schemas of the calls it makes and not the whole table's (the web's
// JavaScript budget: /auth needs the user calls, a review list never the case form's fields).
export { caseEndpoints } from './cases.ts';
export { caseWorkEndpoints } from './case-work.ts';
export { customReportEndpoints } from './custom-reports.ts';
export { duplicateEndpoints } from './duplicates.ts';
export { exportEndpoints } from './exports.ts';
export { homeEndpoints } from './home.ts';
export { intakeEndpoints } from './intake.ts';
export { meddraEndpoints } from './meddra.ts';
export { productEndpoints } from './products.ts';
export { psurEndpoints } from './psur.ts';
export { retentionEndpoints } from './retention.ts';
export { reportingRulesEndpoints } from './reporting-rules.ts';
export { reviewEndpoints } from './review.ts';
export { sourceEndpoints } from './sources.ts';
export { teamEndpoints } from './team.ts';
export { userEndpoints } from './users.ts';
export { vectorEndpoints } from './vector.ts';
export { workflowEndpoints } from './workflow.ts';
// The same calls as method and path only, without zod: what the web calls by (a page that makes a call without
// checking a form loads no schema, and the shell no zod at all).
export { caseAddresses } from './cases-addresses.ts';
export { caseWorkAddresses } from './case-work-addresses.ts';
export { customReportAddresses } from './custom-reports-addresses.ts';
export { duplicateAddresses } from './duplicates-addresses.ts';
export { exportAddresses } from './exports-addresses.ts';
export { homeAddresses } from './home-addresses.ts';
export { intakeAddresses } from './intake-addresses.ts';
export { meddraAddresses } from './meddra-addresses.ts';
export { productAddresses } from './products-addresses.ts';
export { psurAddresses } from './psur-addresses.ts';
export { retentionAddresses } from './retention-addresses.ts';
export { reportingRulesAddresses } from './reporting-rules-addresses.ts';
export { reviewAddresses } from './review-addresses.ts';
export { sourceAddresses } from './sources-addresses.ts';
export { teamAddresses } from './team-addresses.ts';
export { userAddresses } from './users-addresses.ts';
export { vectorAddresses } from './vector-addresses.ts';
export { workflowAddresses } from './workflow-addresses.ts';
export { sourceItemAddressesBySource } from './source-items-addresses.ts';

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
  ...caseWorkEndpoints,
  ...duplicateEndpoints,
  ...exportEndpoints,
  ...teamEndpoints,
  ...meddraEndpoints,
  ...homeEndpoints,
  ...psurEndpoints,
  ...customReportEndpoints,
  ...vectorEndpoints,
  ...workflowEndpoints,
  ...retentionEndpoints,
  ...reportingRulesEndpoints,
  ...productEndpoints,
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

type ReadsOf<S> = S extends Record<'list' | 'counts' | 'detail' | 'history', infer E> ? E : never;

/** Every contract of the table as one union (a type only: it costs the web nothing). */
export type AnyEndpoint =
  | (typeof endpoints)[keyof typeof endpoints]
  | ReadsOf<(typeof sourceItemEndpointsBySource)[keyof typeof sourceItemEndpointsBySource]>;

/** The contract at an address (method and path are unique in the table): how the web types a call's body and answer. */
export type EndpointAt<A extends EndpointAddress> = Extract<
  AnyEndpoint,
  { method: A['method']; path: A['path'] }
>;
