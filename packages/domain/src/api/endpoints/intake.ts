import {
  emailAnalyzeRequestSchema,
  emailUploadResponseSchema,
  recordingAnalyzeRequestSchema,
  recordingUploadResponseSchema,
  saveTranscriptRequestSchema,
  saveTranscriptResponseSchema,
  transcriptionEngineResponseSchema,
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
import { intakeAddresses } from './intake-addresses.ts';

const errors = [400, 403, 404] as const;
const mailboxErrors = [400, 403, 404, 503] as const;

/** E-mail and recording intake: uploads (multipart), re-analysis, mailbox connections, the audio link. */
export const intakeEndpoints = {
  uploadEmail: endpoint({
    ...intakeAddresses.uploadEmail,
    multipart: true,
    response: emailUploadResponseSchema,
    // 422: a message too complex to read even as text; 507: the server's storage is full.
    errors: [...errors, 413, 422, 507],
  }),
  analyzeEmail: endpoint({
    ...intakeAddresses.analyzeEmail,
    body: emailAnalyzeRequestSchema,
    response: okResponseSchema,
    errors,
  }),
  mailboxes: endpoint({
    ...intakeAddresses.mailboxes,
    response: mailboxListResponseSchema,
    errors: mailboxErrors,
  }),
  connectMailbox: endpoint({
    ...intakeAddresses.connectMailbox,
    params: mailboxProviderParamsSchema,
    response: mailboxConnectResponseSchema,
    errors: mailboxErrors,
  }),
  /** The provider sends the browser here (a redirect to /settings), never the SPA's code. */
  mailboxCallback: endpoint({
    ...intakeAddresses.mailboxCallback,
    params: mailboxProviderParamsSchema,
    query: mailboxCallbackQuerySchema,
  }),
  syncMailbox: endpoint({
    ...intakeAddresses.syncMailbox,
    params: mailboxIdParamsSchema,
    response: okResponseSchema,
    errors: mailboxErrors,
  }),
  deleteMailbox: endpoint({
    ...intakeAddresses.deleteMailbox,
    params: mailboxIdParamsSchema,
    response: okResponseSchema,
    errors: mailboxErrors,
  }),
  uploadRecording: endpoint({
    ...intakeAddresses.uploadRecording,
    multipart: true,
    response: recordingUploadResponseSchema,
    errors: [...errors, 413, 507],
  }),
  analyzeRecording: endpoint({
    ...intakeAddresses.analyzeRecording,
    body: recordingAnalyzeRequestSchema,
    response: okResponseSchema,
    errors,
  }),
  deleteRecording: endpoint({
    ...intakeAddresses.deleteRecording,
    params: itemIdParamsSchema,
    response: okResponseSchema,
    errors,
  }),
  saveTranscript: endpoint({
    ...intakeAddresses.saveTranscript,
    params: itemIdParamsSchema,
    body: saveTranscriptRequestSchema,
    response: saveTranscriptResponseSchema,
    errors,
  }),
  recordingUrl: endpoint({
    ...intakeAddresses.recordingUrl,
    params: itemIdParamsSchema,
    response: signedUrlResponseSchema,
    errors,
  }),
  transcriptionEngine: endpoint({
    ...intakeAddresses.transcriptionEngine,
    response: transcriptionEngineResponseSchema,
    errors: [403],
  }),
};
