/** Query parameters of an invitation link, kept across the redirect to /auth (SPEC §2.1). */
export const INVITATION_PARAMS = ['invitation', 'organization', 'organization_name'] as const;

export interface Invitation {
  invitation: string;
  organization: string;
  organizationName: string | null;
}

/** An invitation needs both invitation and organization; organization_name is optional. */
export function readInvitation(params: URLSearchParams): Invitation | null {
  const invitation = params.get('invitation');
  const organization = params.get('organization');
  if (!invitation || !organization) return null;
  return { invitation, organization, organizationName: params.get('organization_name') };
}

/** The /auth address for a visitor who is not signed in: the invitation parameters survive. */
export function signInPath(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of INVITATION_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `/auth?${query}` : '/auth';
}

/** Only same-origin paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeReturnPath(value: unknown, fallback = '/home'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  return value.startsWith('/auth') ? fallback : value;
}

/** Location state given to /auth: where the visitor was going. */
export interface AuthRedirectState {
  from?: string;
}

export function readFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const from = (state as AuthRedirectState).from;
  return typeof from === 'string' ? from : undefined;
}
