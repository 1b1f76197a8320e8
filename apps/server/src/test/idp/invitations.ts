import { randomUUID } from 'node:crypto';
import type { Role } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import { invitations } from '../../db/schema/index.ts';
import { hashInvitationToken, newInvitationToken } from '../../modules/invitations/invitation-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TestInvitation {
  id: string;
  token: string;
}

/** An invitation row as the org API would write it (only the token's hash stored); returns the token too. */
export async function insertInvitation(
  db: Db,
  values: {
    orgId: string;
    email: string;
    roles?: Role[];
    inviterUserId?: string | null;
    expiresAt?: Date;
    acceptedAt?: Date | null;
    revokedAt?: Date | null;
  },
): Promise<TestInvitation> {
  const token = newInvitationToken();
  const id = `inv_${randomUUID()}`;
  await db.insert(invitations).values({
    id,
    orgId: values.orgId,
    inviteeEmail: values.email,
    inviterUserId: values.inviterUserId ?? null,
    roles: values.roles ?? ['technician'],
    tokenHash: hashInvitationToken(token),
    expiresAt: values.expiresAt ?? new Date(Date.now() + 7 * DAY_MS),
    acceptedAt: values.acceptedAt ?? null,
    revokedAt: values.revokedAt ?? null,
  });
  return { id, token };
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
