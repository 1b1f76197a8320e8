import { fileURLToPath } from 'node:url';

export const PORT = 3100;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Browser storage of a signed-in owner, written by the sign-in journey and reused by the others. */
export const SIGNED_IN_STATE = fileURLToPath(new URL('../test-results/.auth/owner.json', import.meta.url));

export const DEMO_PASSWORD = 'demo-password';
export const OWNER_EMAIL = 'owner@demo.test';
