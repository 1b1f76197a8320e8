export { createGraphMailbox, type GraphMailbox, type GraphMessage } from './graph-client.ts';
export { MICROSOFT_MAIL_SCOPES, microsoftOAuthClient } from './microsoft-oauth.ts';
