import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** The zod type provider's serialiser: encodes the answer through the schema (a full copy), then JSON.stringify. */
const zodSerializer = createSerializerCompiler({});

/** Set by vitest: tests check every answer against its zod schema as well (see `responseSerializer`). */
const CHECK_AGAINST_ZOD = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/** fast-json-stringify compiled from the schema's JSON Schema; null for a schema JSON Schema cannot express. */
function compileFast(schema: z.ZodType): Serialize | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * The serialiser of a route's answer. Writes exactly the schema's fields with fast-json-stringify, compiled once per
 * route from the zod schema's JSON Schema: no copy of the answer and no per-field checks — presenters already build
 * the shape, and a field the schema does not name is still never sent. Schemas JSON Schema cannot express fall back
 * to the zod serialiser.
 *
 * Under tests every answer also goes through the zod serialiser: an answer the schema refuses fails as it did before
 * (500), and one the two serialisers would write as different JSON values throws, so the fast path is checked by
 * every test. (The order of an object's keys may differ: fast-json-stringify writes required fields first.)
 */
export function responseSerializer(schema: z.ZodType, method = 'GET', url = ''): Serialize {
  // Compiled on the route's first answer, not when the server starts: compiling every route's serialiser took
  // about 0.2 s of each start (decision 0014, start-up), for routes a given process may never answer.
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compileSerializer(schema, method, url))(data);
}

function compileSerializer(schema: z.ZodType, method: string, url: string): Serialize {
  const zod = zodSerializer({ schema, method, url }) as Serialize;
  const fast = compileFast(schema);
  if (!fast) return zod;
  if (!CHECK_AGAINST_ZOD) return fast;
  return (data) => {
    const expected = zod(data);
    const written = fast(data);
    // Same JSON value; the bytes may differ (fast-json-stringify writes required fields before optional ones).
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${method} ${url}: the fast serialiser wrote ${written.slice(0, 300)}…, the zod one ${expected.slice(0, 300)}…`,
      );
    }
    return written;
  };
}

/** Fastify's serializer compiler for routes whose response schemas are zod schemas (the endpoint table's). */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) =>
  responseSerializer(schema, method, url);
