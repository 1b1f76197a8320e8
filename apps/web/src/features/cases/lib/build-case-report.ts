import { caseFieldDefinition, checkCaseForm, generateCaseE2b, type CaseDetail } from '@vigila/domain';
import type { Translate } from '@/lib/i18n/index.ts';
import { fieldCheckMessage } from './field-check-message.ts';
import { formValuesFromCase, type FormValues } from './form-values.ts';

import { e2bProblemText, type E2bProblem } from './e2b-problem.ts';

export type { E2bProblem } from './e2b-problem.ts';

export type CaseReport = { ok: true; xml: string } | { ok: false; problems: E2bProblem[] };

/** Values the form holds that could not be saved (the server refused them): the file would not show them. */
export function unsavedProblems(values: FormValues, t: Translate): E2bProblem[] {
  return checkCaseForm(values).invalid.map((d) => ({
    field: d.field,
    message: fieldCheckMessage(d, values[d.field], t),
  }));
}

/**
 * The E2B(R2) file of the saved case, built in the browser (SPEC §7) from the case as the server answered it at the
 * click — never from what the page shows, which may be older (decision 0032). Fields the report needs come back as
 * problems in the reader's language where we can say it.
 */
export function buildCaseReport(
  detail: Pick<
    CaseDetail,
    'id' | 'reference_id' | 'initial_receipt_date' | 'latest_receipt_date' | 'form' | 'sections'
  > &
    Partial<Pick<CaseDetail, 'assessments'>>,
  t: Translate,
): CaseReport {
  const values = formValuesFromCase(detail.form);
  const unsaved = unsavedProblems(values, t);
  if (unsaved.length > 0) return { ok: false, problems: unsaved };
  const { form } = checkCaseForm(values);
  const result = generateCaseE2b(
    {
      id: detail.id,
      reference_id: detail.reference_id,
      initial_receipt_date: detail.initial_receipt_date,
      latest_receipt_date: detail.latest_receipt_date,
    },
    form,
    {},
    // The entries after the first, as the server stored them (the first is the form being edited).
    {
      C2: detail.sections.C2.slice(1),
      E: detail.sections.E.slice(1),
      F: detail.sections.F.slice(1),
      G: detail.sections.G.slice(1),
    },
    // The drug–reaction causality assessments the server keeps (B.4.k.18, decision 0041).
    detail.assessments ?? [],
  );
  if (result.ok) return result;
  return {
    ok: false,
    problems: result.problems.map((problem) => {
      // A case rule both formats share: its own message, in the reader's language (decision 0038).
      if (problem.rule !== undefined) return { ...problem, message: e2bProblemText(problem, t) };
      const definition = problem.field === undefined ? undefined : caseFieldDefinition(problem.field);
      if (definition === undefined) return { message: problem.message };
      const missing = form[definition.field] === null || form[definition.field] === undefined;
      return { field: definition.field, message: missing ? t('caseForm.requiredMissing') : problem.message };
    }),
  };
}
