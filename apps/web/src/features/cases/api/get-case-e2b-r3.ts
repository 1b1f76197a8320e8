import { CASE_REPORT_RULES, caseAddresses, type CaseReportRuleId } from '@vigila/domain';
import { ApiError, apiCallText } from '@/lib/api-client.ts';
import type { E2bProblem } from '../lib/build-case-report.ts';

export type E2bR3Outcome = { ok: true; xml: string } | { ok: false; problems: E2bProblem[] };

const isCaseReportRule = (rule: string): rule is CaseReportRuleId => Object.hasOwn(CASE_REPORT_RULES, rule);

/** The 422's problem list (e2bProblemsResponseSchema), read without zod: only well-formed entries are kept. */
function problemsOf(body: unknown): E2bProblem[] | undefined {
  if (typeof body !== 'object' || body === null || !('problems' in body) || !Array.isArray(body.problems))
    return undefined;
  return body.problems.flatMap((problem: unknown): E2bProblem[] => {
    if (typeof problem !== 'object' || problem === null || !('message' in problem)) return [];
    const { message } = problem;
    if (typeof message !== 'string') return [];
    const record = problem as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const [field, rule, section] = [text(record.field), text(record.rule), text(record.section)];
    return [
      {
        message,
        ...(field === undefined ? {} : { field }),
        // A case rule's id, section and entry (decision 0038): the list shows its message in the reader's language.
        ...(rule !== undefined && isCaseReportRule(rule) ? { rule } : {}),
        ...(section === undefined ? {} : { section }),
        ...(typeof record.entry === 'number' ? { entry: record.entry } : {}),
      },
    ];
  });
}

/**
 * GET /cases/{id}/e2b?format=r3: the stored case's E2B(R3) message as text, or why it cannot be made: the 422's
 * problem list, or the failure's message (an expired session ends as for every call).
 */
export async function getCaseE2bR3(caseId: string): Promise<E2bR3Outcome> {
  try {
    const xml = await apiCallText(caseAddresses.caseE2b, { params: { id: caseId }, query: { format: 'r3' } });
    return { ok: true, xml };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, problems: problemsOf(error.body) ?? [{ message: error.message }] };
  }
}
