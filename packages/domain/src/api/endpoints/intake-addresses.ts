import type { ApiErrorEntry } from '../error.ts';
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
  transcriptionEngine: { method: 'GET', path: '/recordings/transcription-engine' },
  saveTranscript: { method: 'PUT', path: '/recordings/:id/transcript' },
} as const;

/** The stable error codes of uploaded e-mails and recordings, their files, mailboxes, with the spec's English text (API_ERRORS spreads them). */
export const intakeErrors = {
  file_link_invalid: { category: 'forbidden', text: 'This link is invalid or has expired' },
  file_not_found: { category: 'not_found', text: 'File not found' },
  only_eml_files: { category: 'validation', text: 'Please upload only .eml files' },
  eml_field_missing: { category: 'validation', text: 'Send one .eml file in the form field "email"' },
  not_an_email: { category: 'validation', text: 'This file is not a valid e-mail message (RFC 822).' },
  email_too_large: { category: 'payload_too_large', text: 'This e-mail is larger than the 25 MB limit' },
  email_unreadable: {
    category: 'unprocessable',
    text: 'This e-mail is too complex to read safely: it was not saved',
  },
  mailbox_not_found: { category: 'not_found', text: 'Mailbox not found' },
  mailbox_managers_only: {
    category: 'forbidden',
    text: 'Only owners, admins and managers can connect or remove mailboxes',
  },
  microsoft_not_configured: {
    category: 'unavailable',
    text: 'Microsoft 365 is not configured on this server',
  },
  gmail_not_configured: { category: 'unavailable', text: 'Gmail is not configured on this server' },
  only_audio_files: { category: 'validation', text: 'Please upload only audio files' },
  audio_field_missing: { category: 'validation', text: 'Send one audio file in the form field "audio"' },
  recording_language_unknown: {
    category: 'validation',
    text: 'The call language must be English (en), Spanish (es) or left to the engine (auto)',
  },
  recording_transcript_empty: { category: 'validation', text: 'The transcript is empty' },
  recording_too_large: {
    category: 'payload_too_large',
    text: 'This recording is larger than the 200 MB limit',
  },
} as const satisfies Record<string, ApiErrorEntry>;
