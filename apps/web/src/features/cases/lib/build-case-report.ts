import { caseFieldDefinition, checkCaseForm, generateCaseE2b, type CaseDetail } from '@vigila/domain';
import type { Translate } from '@/lib/i18n/index.ts';
import { fieldCheckMessage } from './field-check-message.ts';
import type { FormValues } from './form-values.ts';

/** A reason the file cannot be made, tied to its form field (snake_case) when it has one. */
export interface E2bProblem {
  field?: string;
  message: string;
}

export type CaseReport = { ok: true; xml: string } | { ok: false; problems: E2bProblem[] };

/**
 * The E2B(R2) file of what the form shows now (saved or not), built in the browser (SPEC §7). Values that could
 * not be saved and fields the report needs come back as problems in the reader's language where we can say it.
 */
export function buildCaseReport(
  detail: Pick<CaseDetail, 'id' | 'reference_id' | 'day_zero' | 'sections'>,
  values: FormValues,
  t: Translate,
): CaseReport {
  const { form, invalid } = checkCaseForm(values);
  if (invalid.length > 0) {
    return {
      ok: false,
      problems: invalid.map((d) => ({ field: d.field, message: fieldCheckMessage(d, values[d.field], t) })),
    };
  }
  const result = generateCaseE2b(
    { id: detail.id, reference_id: detail.reference_id, created_at: detail.day_zero },
    form,
    {},
    // The entries after the first, as the server stored them (the first is the form being edited).
    {
      C2: detail.sections.C2.slice(1),
      E: detail.sections.E.slice(1),
      F: detail.sections.F.slice(1),
      G: detail.sections.G.slice(1),
    },
  );
  if (result.ok) return result;
  return {
    ok: false,
    problems: result.problems.map((problem) => {
      const definition = problem.field === undefined ? undefined : caseFieldDefinition(problem.field);
      if (definition === undefined) return { message: problem.message };
      const missing = form[definition.field] === null || form[definition.field] === undefined;
      return { field: definition.field, message: missing ? t('caseForm.requiredMissing') : problem.message };
    }),
  };
}
