import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * One /api endpoint's contract (SPEC §7): method, path in Fastify's form (`/cases/:id`, under API_BASE_PATH), the
 * zod schemas of params, query, body and the success answer, the success status, and the error statuses it
 * documents. The server registers its route from it (http/route.ts), the web builds its calls from it, so no path
 * is written twice.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: M;
  readonly path: P;
  readonly params: Params;
  readonly query: Query;
  /** The JSON body; uploads send multipart form data instead (`multipart`). */
  readonly body: Body;
  /** The success answer; undefined where it is not JSON (a redirect). */
  readonly response: Response;
  readonly status: 200 | 202;
  readonly errors: readonly number[];
  /** The body is multipart/form-data (a file upload), read by the route itself. */
  readonly multipart: boolean;
}

interface EndpointSpec<M, P, Params, Query, Body, Response> {
  method: M;
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  response?: Response;
  status?: 200 | 202;
  errors?: readonly number[];
  multipart?: boolean;
}

/** An endpoint with the parts it leaves out filled in (no params, no query, no body, answers 200). */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(spec: EndpointSpec<M, P, Params, Query, Body, Response>): Endpoint<M, P, Params, Query, Body, Response> {
  return {
    method: spec.method,
    path: spec.path,
    params: spec.params as Params,
    query: spec.query as Query,
    body: spec.body as Body,
    response: spec.response as Response,
    status: spec.status ?? 200,
    errors: spec.errors ?? [],
    multipart: spec.multipart ?? false,
  };
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the client sends and gets: inputs before the schemas' defaults and transforms, the parsed answer. */
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = InputOf<E['query']>;
export type EndpointBody<E extends Endpoint> = InputOf<E['body']>;
export type EndpointResponse<E extends Endpoint> = OutputOf<E['response']>;
