import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The serialiser of a route's answer, as app.ts sets it: the zod type provider's (encode, then JSON.stringify). */
export function responseSerializer(schema: z.ZodType, method = 'GET', url = ''): (data: unknown) => string {
  return createSerializerCompiler({})({ schema, method, url }) as (data: unknown) => string;
}
