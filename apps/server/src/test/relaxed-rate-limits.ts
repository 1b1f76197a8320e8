/**
 * The test servers sign in and upload far faster than people do: these limits keep the suites from being
 * throttled. A test of the limits themselves passes its own RATE_LIMIT_* values after these.
 */
export const RELAXED_RATE_LIMITS_ENV = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '100000',
  RATE_LIMIT_SIGN_UP_PER_MINUTE: '100000',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '100000',
} as const;
