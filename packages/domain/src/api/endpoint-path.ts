import type { EndpointAddress } from './endpoint-address.ts';

/** `'/cases/:id/history'` → `'id'`: the names of a Fastify path's parameters, at the type level. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParamValues<P extends string> = Record<PathParamNames<P>, string | number>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryValues = Readonly<Record<string, QueryValue>>;

/** Path arguments: none for a path without parameters, else a value for each (type-checked against the path). */
export type PathArgs<P extends string> = [PathParamNames<P>] extends [never]
  ? [params?: undefined, query?: QueryValues]
  : [params: PathParamValues<P>, query?: QueryValues];

/** `?a=1&b=x&b=y`, leaving out what is undefined, null or empty (the list filters send only what is set). */
export function queryString(query: QueryValues | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values as QueryValue[]) {
      if (one === undefined || one === null || one === '') continue;
      search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The path of one call of an endpoint, under API_BASE_PATH: `:name` segments filled with their encoded values,
 * then the query. A parameter without a value is a programming error, not a request to send.
 */
export function endpointPath<E extends EndpointAddress>(
  endpoint: E,
  ...[params, query]: PathArgs<E['path']>
): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  const path = endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`${endpoint.method} ${endpoint.path} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(query)}`;
}
