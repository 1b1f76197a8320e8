import { createHash, randomBytes } from 'node:crypto';

/**
 * Invitation tokens: 32 random bytes, base64url. Only the SHA-256 (hex) is looked up; the token itself is kept
 * encrypted so owners can copy the link again from the pending list (decision 0009).
 */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The link an invitee opens: the SPA's /auth shows 'Processing invitation' and goes on to sign-in. */
export function invitationUrl(publicUrl: string, token: string, orgId: string, orgName: string): string {
  const query = new URLSearchParams({ invitation: token, organization: orgId, organization_name: orgName });
  return `${publicUrl.replace(/\/$/, '')}/auth?${query.toString()}`;
}
