// The public entry of the emails module: what other modules and the composition root may use. Files outside
// modules/emails/ import only this file (.dependency-cruiser.cjs); files inside import each other directly.

export { emailsRoutes } from './emails.routes.ts';
export { registerSyncMailboxWorker } from './mailboxes/sync-mailbox.job.ts';
export { loadTokenCipher, type TokenCipher } from './token-cipher.ts';
