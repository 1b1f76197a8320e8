import {
  caseE2bProblemOf,
  caseToE2bInput,
  type CaseE2bResult,
  type CaseIdentity,
} from '../../cases/case-to-e2b.ts';
import type { CaseFieldValue } from '../../cases/case-fields.ts';
import type { AdditionalEntries } from '../../cases/case-sections.ts';
import { buildE2bR3Xml, type BuildE2bR3Options } from './build-e2b-r3-xml.ts';
import { checkE2bR3Xml } from './check-e2b-r3-xml.ts';
import { e2bR3CaseSchema } from './e2b-r3-case.ts';

/**
 * Builds and checks the E2B(R3) file of a case, like generateCaseE2b does for R2: missing or invalid fields come
 * back as problems naming the form field, and a file that fails the R3 checker (ICH profile) is never returned.
 */
export function generateCaseE2bR3(
  identity: CaseIdentity,
  form: Readonly<Record<string, CaseFieldValue | undefined>>,
  options: BuildE2bR3Options = {},
  additional: AdditionalEntries | null = null,
): CaseE2bResult {
  const input = caseToE2bInput(identity, form, additional);
  const parsed = e2bR3CaseSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map(caseE2bProblemOf) };
  const xml = buildE2bR3Xml(input, options);
  const check = checkE2bR3Xml(xml);
  if (!check.ok)
    return {
      ok: false,
      problems: check.problems.map((problem) =>
        problem.field === undefined
          ? { message: problem.message }
          : { field: problem.field, message: problem.message },
      ),
    };
  return { ok: true, xml };
}
