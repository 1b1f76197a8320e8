import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { teamAddresses, type removeMemberRequestSchema } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { failureText } from '../lib/failure-text.ts';
import { teamKeys } from './team-keys.ts';

export type RemoveMemberVariables = z.input<typeof removeMemberRequestSchema>;

/** DELETE /org/member {orgId, userId} (SPEC §7). */
export async function removeMember(body: RemoveMemberVariables): Promise<void> {
  await apiCall(teamAddresses.removeMember, { body });
}

/** 'Member deleted successfully' / 'Failed to delete member' (SPEC §8); the members reload after a success. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async (_answer, { orgId }) => {
      notify.success(t('team.memberDeleted'));
      await queryClient.invalidateQueries({ queryKey: teamKeys.members(orgId) });
    },
    onError: (error) => {
      console.error(t('team.failedDeleteMember'), error);
      notify.error(failureText(t('team.failedDeleteMember'), error));
    },
  });
}
