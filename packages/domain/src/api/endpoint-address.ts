import type { HttpMethod } from './endpoint.ts';

/**
 * Where an endpoint is: its method and its path in Fastify's form. The address tables (`*-addresses.ts`) hold one per
 * endpoint without zod, so the web can call an endpoint without loading its schemas; each contract spreads its
 * address, so the path is still written once.
 */
export interface EndpointAddress<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}
