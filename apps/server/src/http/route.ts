import { errorResponseSchema, type Endpoint } from '@vigila/domain';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessRule } from './access-rule.ts';

/** A Fastify instance with the zod type provider, as module plugins receive it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema an endpoint of the table becomes (params, query, body, answers by status). */
export interface EndpointSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: Record<number, z.ZodType>;
  tags: string[];
  summary: string;
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  EndpointSchema<E>,
  ZodTypeProvider
>;
export type EndpointReply<E extends Endpoint> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider,
  unknown
>;

type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : never;

export interface RouteOptions<E extends Endpoint> {
  access: AccessRule;
  /** OpenAPI: the module's tag and what the route does. */
  tags: string[];
  summary: string;
  /** Answers of other statuses than `{ error, code }` (e.g. 422 with the E2B problems). */
  responses?: Record<number, z.ZodType>;
  hide?: boolean;
  preValidation?: preValidationHookHandler;
  /** Returns the success answer (validated against the endpoint's response schema), or sends through `reply`. */
  handler: (
    request: EndpointRequest<E>,
    reply: EndpointReply<E>,
  ) => Answer<E> | EndpointReply<E> | Promise<Answer<E> | EndpointReply<E>>;
}

/** `{ 200: answer, 400: error, 404: error, … }`: the endpoint's success answer and its documented errors. */
export function responseSchemas(endpoint: Endpoint, extra: Record<number, z.ZodType> = {}) {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[endpoint.status] = endpoint.response;
  for (const status of endpoint.errors) response[status] = errorResponseSchema;
  return { ...response, ...extra };
}

/**
 * Registers one endpoint of the table (@vigila/domain `endpoints`): method, path and schemas come from the contract,
 * so no path is written in a route file; the route adds its access rule, its documentation and its handler.
 */
export function route<E extends Endpoint>(app: ZodApp, endpoint: E, options: RouteOptions<E>): void {
  const response = responseSchemas(endpoint, options.responses);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: options.access },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(options.hide ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    handler: options.handler as never,
  });
}
