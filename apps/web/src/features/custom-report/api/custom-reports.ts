import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customReportAddresses, REPORT_PAGE_SIZE, type SavedCustomReport } from '@vigila/domain';
import { apiCall } from '@/lib/api-client.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { definitionParam, type CustomReportDefinition } from '../lib/report-definition.ts';

export const reportKeys = {
  all: ['custom-reports'] as const,
  saved: ['custom-reports', 'saved'] as const,
  run: (definition: string, page: number) => ['custom-reports', 'run', definition, page] as const,
};

/** The body the server takes: the definition without its empty filters. */
const wire = (definition: CustomReportDefinition) =>
  JSON.parse(definitionParam(definition)) as CustomReportDefinition;

/** One page of a report's rows, its total and grouped counts (the previous page stays shown while the next loads). */
export function useReportRun(definition: CustomReportDefinition | null, page: number) {
  const key = definition ? definitionParam(definition) : '';
  return useQuery({
    queryKey: reportKeys.run(key, page),
    enabled: definition !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      if (!definition) throw new Error('No report to run');
      const body = { definition: wire(definition), page, page_size: REPORT_PAGE_SIZE };
      return readAnswer(
        await apiCall(customReportAddresses.runCustomReport, { body, signal }),
        'rows',
        'columns',
      );
    },
  });
}

/** The organisation's saved reports, last changed first. */
export function useSavedReports() {
  return useQuery({
    queryKey: reportKeys.saved,
    queryFn: async ({ signal }) =>
      readAnswer(await apiCall(customReportAddresses.customReports, { signal }), 'reports').reports,
  });
}

/** Saves a report: a new one, or changes to `id`. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: {
      id?: string | undefined;
      name: string;
      definition: CustomReportDefinition;
    }): Promise<SavedCustomReport> => {
      const body = { name: save.name, definition: wire(save.definition) };
      const answer = save.id
        ? await apiCall(customReportAddresses.updateCustomReport, { params: { id: save.id }, body })
        : await apiCall(customReportAddresses.createCustomReport, { body });
      return readAnswer(answer, 'report').report;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.saved }),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      readAnswer(await apiCall(customReportAddresses.deleteCustomReport, { params: { id } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.saved }),
  });
}
