const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reporting interval as instants (decision 0023): from the start of `from` to the end of the data lock point
 * `to`, both whole UTC days; `end` is the first instant after the DLP.
 */
export function intervalInstants(from: string, to: string): { from: Date; end: Date } {
  return {
    from: new Date(`${from}T00:00:00.000Z`),
    end: new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS),
  };
}
