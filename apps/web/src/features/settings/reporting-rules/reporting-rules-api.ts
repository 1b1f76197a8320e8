import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reportingRulesAddresses,
  type ReportingReceiver,
  type ReportingRulesAnswer,
  type SaveReportingRulesRequest,
} from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readArrayAnswer } from '@/lib/read-answer.ts';

const REPORTING_RULES_KEY = ['reporting-rules'] as const;

/** GET /reporting-rules: per receiver the shipped table and the organisation's versions, newest first. */
export async function getReportingRules(signal?: AbortSignal): Promise<ReportingRulesAnswer> {
  return readArrayAnswer(await apiCall(reportingRulesAddresses.reportingRules, { signal }), 'data');
}

export const useReportingRules = () =>
  useQuery({ queryKey: REPORTING_RULES_KEY, queryFn: ({ signal }) => getReportingRules(signal) });

/**
 * PUT /reporting-rules/{receiver}: a new version; the rules reload, and so does every case (['cases']: their
 * obligations may follow the new version).
 */
export function useSaveReportingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiver, body }: { receiver: ReportingReceiver; body: SaveReportingRulesRequest }) =>
      apiCall(reportingRulesAddresses.saveReportingRules, { params: { receiver }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REPORTING_RULES_KEY });
      await queryClient.invalidateQueries({ queryKey: ['cases'] });
    },
  });
}
