/**
 * Method and path of each call of `intakeEndpoints` (intake.ts), without zod: the web calls by these (apiCall) while
 * the contracts spread them, so a path is written once and a page that only makes a call does not load its schemas.
 */
export const intakeAddresses = {
  uploadEmail: { method: 'POST', path: '/email/upload' },
  analyzeEmail: { method: 'POST', path: '/email/analyze' },
  mailboxes: { method: 'GET', path: '/mailboxes' },
  connectMailbox: { method: 'POST', path: '/mailboxes/:provider/connect' },
  mailboxCallback: { method: 'GET', path: '/mailboxes/:provider/callback' },
  syncMailbox: { method: 'POST', path: '/mailboxes/:id/sync' },
  deleteMailbox: { method: 'DELETE', path: '/mailboxes/:id' },
  uploadRecording: { method: 'POST', path: '/recordings/upload' },
  analyzeRecording: { method: 'POST', path: '/recordings/analyze' },
  deleteRecording: { method: 'DELETE', path: '/recordings/:id' },
  recordingUrl: { method: 'GET', path: '/recordings/:id/url' },
} as const;
