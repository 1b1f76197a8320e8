import { useQuery } from '@tanstack/react-query';
import { teamAddresses } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';

/** The members a case can be assigned to: those of the signed-in user's organisation (GET /org/{orgId}/members). */
export function useAssignableMembers() {
  const orgId = useAuthStore((state) => state.user?.org_id ?? null);
  return useQuery({
    queryKey: ['cases', 'assignable-members', orgId],
    enabled: orgId !== null,
    queryFn: async ({ signal }) =>
      readArrayAnswer(
        await apiCall(teamAddresses.members, { params: { orgId: orgId ?? '' }, signal }),
        'members',
      ),
  });
}
