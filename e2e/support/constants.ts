import { fileURLToPath } from 'node:url';

/** 3100 unless VIGILA_E2E_PORT says otherwise, so that two checkouts can run their journeys side by side. */
export const PORT = Number(process.env.VIGILA_E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Browser storage of a signed-in owner, written by the sign-in journey and reused by the others. */
export const SIGNED_IN_STATE = fileURLToPath(new URL('../test-results/.auth/owner.json', import.meta.url));

export const DEMO_PASSWORD = 'demo-password';
export const OWNER_EMAIL = 'owner@demo.test';
