import {
  emailAnalyzeRequestSchema,
  emailUploadResponseSchema,
  recordingAnalyzeRequestSchema,
  recordingUploadResponseSchema,
  signedUrlResponseSchema,
} from '../../items/item-calls.ts';
import { itemIdParamsSchema, okResponseSchema } from '../../items/item-reads.ts';
import {
  mailboxCallbackQuerySchema,
  mailboxConnectResponseSchema,
  mailboxIdParamsSchema,
  mailboxListResponseSchema,
  mailboxProviderParamsSchema,
} from '../../items/mailboxes.ts';
import { endpoint } from '../endpoint.ts';

const errors = [400, 403, 404] as const;
const mailboxErrors = [400, 403, 404, 503] as const;

/** E-mail and recording intake: uploads (multipart), re-analysis, mailbox connections, the audio link. */
export const intakeEndpoints = {
  uploadEmail: endpoint({
    method: 'POST',
    path: '/email/upload',
    multipart: true,
    response: emailUploadResponseSchema,
    errors: [...errors, 413],
  }),
  analyzeEmail: endpoint({
    method: 'POST',
    path: '/email/analyze',
    body: emailAnalyzeRequestSchema,
    response: okResponseSchema,
    errors,
  }),
  mailboxes: endpoint({
    method: 'GET',
    path: '/mailboxes',
    response: mailboxListResponseSchema,
    errors: mailboxErrors,
  }),
  connectMailbox: endpoint({
    method: 'POST',
    path: '/mailboxes/:provider/connect',
    params: mailboxProviderParamsSchema,
    response: mailboxConnectResponseSchema,
    errors: mailboxErrors,
  }),
  /** The provider sends the browser here (a redirect to /settings), never the SPA's code. */
  mailboxCallback: endpoint({
    method: 'GET',
    path: '/mailboxes/:provider/callback',
    params: mailboxProviderParamsSchema,
    query: mailboxCallbackQuerySchema,
  }),
  syncMailbox: endpoint({
    method: 'POST',
    path: '/mailboxes/:id/sync',
    params: mailboxIdParamsSchema,
    response: okResponseSchema,
    errors: mailboxErrors,
  }),
  deleteMailbox: endpoint({
    method: 'DELETE',
    path: '/mailboxes/:id',
    params: mailboxIdParamsSchema,
    response: okResponseSchema,
    errors: mailboxErrors,
  }),
  uploadRecording: endpoint({
    method: 'POST',
    path: '/recordings/upload',
    multipart: true,
    response: recordingUploadResponseSchema,
    errors: [...errors, 413],
  }),
  analyzeRecording: endpoint({
    method: 'POST',
    path: '/recordings/analyze',
    body: recordingAnalyzeRequestSchema,
    response: okResponseSchema,
    errors,
  }),
  deleteRecording: endpoint({
    method: 'DELETE',
    path: '/recordings/:id',
    params: itemIdParamsSchema,
    response: okResponseSchema,
    errors,
  }),
  recordingUrl: endpoint({
    method: 'GET',
    path: '/recordings/:id/url',
    params: itemIdParamsSchema,
    response: signedUrlResponseSchema,
    errors,
  }),
};
