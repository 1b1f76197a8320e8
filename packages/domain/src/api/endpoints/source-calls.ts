import type { z } from 'zod';
import type { SourceCall } from '../../sources/source-definition.ts';
import { endpoint, type Endpoint, type HttpMethod } from '../endpoint.ts';

type Part<C, K extends keyof SourceCall> = C extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The contract `endpoint(call)` makes of one source call, with its literal method and path and its schemas. */
export type EndpointOfCall<C> = C extends {
  readonly method: infer M extends HttpMethod;
  readonly path: infer P extends string;
}
  ? Endpoint<M, P, Part<C, 'params'>, Part<C, 'query'>, Part<C, 'body'>, Part<C, 'response'>>
  : never;

/**
 * The sources' own calls (add, analyze, delete…), stated as data by each source's definition, as contracts: the
 * sources/ folder stays below api/ (a definition needs nothing of it) while the table still reads every source.
 */
export function endpointsOfCalls<const Calls extends Readonly<Record<string, SourceCall>>>(
  calls: Calls,
): { [Name in keyof Calls]: EndpointOfCall<Calls[Name]> } {
  const entries = Object.entries(calls).map(([name, call]) => [
    name,
    endpoint({ ...call, method: call.method as HttpMethod }),
  ]);
  return Object.fromEntries(entries) as { [Name in keyof Calls]: EndpointOfCall<Calls[Name]> };
}
