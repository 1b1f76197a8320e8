import type { MailMessage } from '../../mail/index.ts';

export interface InvitationEmailInput {
  to: string;
  orgName: string;
  inviterName: string;
  url: string;
  expiresAt: Date;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Expiry written the same way for every reader: an unambiguous UTC date and time. */
const formatExpiry = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The invitation e-mail: plain text and a simple HTML twin, each with the link and when it stops working. */
export function invitationEmail({
  to,
  orgName,
  inviterName,
  url,
  expiresAt,
}: InvitationEmailInput): MailMessage {
  const subject = `You are invited to join ${orgName} on Vigila`;
  const expiry = formatExpiry(expiresAt);
  const text = [
    `${inviterName} invited you to join ${orgName} on Vigila.`,
    '',
    `Accept the invitation: ${url}`,
    '',
    `The link works once and expires on ${expiry}.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(inviterName)} invited you to join <strong>${escapeHtml(orgName)}</strong> on Vigila.</p>`,
    `<p><a href="${escapeHtml(url)}">Accept the invitation</a></p>`,
    `<p>The link works once and expires on ${escapeHtml(expiry)}.</p>`,
  ].join('\n');
  return { to, subject, text, html, link: url, purpose: 'invitation' };
}
