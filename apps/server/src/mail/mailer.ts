/** One e-mail. `link` is the action it carries (e.g. the invitation URL): the outbox logs it so it can be handed on. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** What the e-mail is for, in the outbox log line ("outbox: invitation to …"). */
  purpose?: string;
}

/** Sends e-mail. Throws when the message could not be handed to the server (the caller records the failure). */
export interface Mailer {
  /** 'smtp' when messages leave through an SMTP server, 'outbox' when they are kept in the database and logged. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
