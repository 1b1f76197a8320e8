/**
 * The first step of reading a JSON body no schema describes (an outside API's answer): narrowing `unknown` to an
 * object or a list without throwing, so a missing or mistyped field reads as empty and does not lose the whole
 * answer. What a field's value means is each connector's business.
 */
export type JsonObject = Record<string, unknown>;

/** The value when it is a JSON object; otherwise an empty one. */
export const asObject = (value: unknown): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};

/** The value when it is a list; otherwise an empty one. */
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
