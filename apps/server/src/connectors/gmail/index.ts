export { createGmailMailbox, type GmailMailbox, type GmailMessage } from './gmail-client.ts';
export { GMAIL_SCOPES, googleOAuthClient } from './google-oauth.ts';
