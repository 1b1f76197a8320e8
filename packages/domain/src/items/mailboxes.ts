import { z } from 'zod';

/** Mail providers an organisation can connect (SPEC §2.6: "connect buttons for two mail providers"). */
export const MAILBOX_PROVIDERS = ['microsoft', 'gmail'] as const;
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number];

export const MAILBOX_PROVIDER_NAMES: Record<MailboxProvider, string> = {
  microsoft: 'Microsoft 365',
  gmail: 'Gmail',
};

/** connected: tokens valid; error: the last sync failed (see last_sync_result); reconnect: tokens were revoked. */
export const MAILBOX_STATUSES = ['connected', 'error', 'reconnect'] as const;
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

export const mailboxSchema = z.object({
  id: z.string(),
  provider: z.enum(MAILBOX_PROVIDERS),
  account: z.string(),
  status: z.enum(MAILBOX_STATUSES),
  last_sync_at: z.string().nullable(),
  /** One line for people: 'Imported 3 new e-mails', or the error of the last attempt. */
  last_sync_result: z.string().nullable(),
  /** How many new e-mails the last successful sync ingested. */
  last_sync_count: z.number().int().nullable(),
  connected_by: z.string().nullable(),
  created_at: z.string(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxListResponseSchema = z.object({ success: z.literal(true), data: z.array(mailboxSchema) });
export const mailboxProviderParamsSchema = z.object({ provider: z.enum(MAILBOX_PROVIDERS) });
export const mailboxIdParamsSchema = z.object({ id: z.string().min(1) });
/** POST /mailboxes/{provider}/connect: the provider's sign-in page; the browser goes there. */
export const mailboxConnectResponseSchema = z.object({ success: z.literal(true), url: z.url() });
export const mailboxCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
/** Where the callback sends the browser back to: /settings?mailbox=connected|error. */
export const MAILBOX_CALLBACK_RESULTS = ['connected', 'error'] as const;
