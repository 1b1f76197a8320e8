import { caseToE2bInput, withCaseRules, type CaseE2bResult, type CaseIdentity } from './case-to-e2b.ts';
import type { CaseFieldValue } from '../case-fields.ts';
import type { AdditionalEntries } from '../case-sections.ts';
import type { StoredPairAssessment } from '../case-assessment.ts';
import { buildE2bR3Xml, type BuildE2bR3Options } from '../../e2b/r3/build-e2b-r3-xml.ts';
import { checkE2bR3Xml } from '../../e2b/r3/check-e2b-r3-xml.ts';
import { e2bR3CaseSchema } from '../../e2b/r3/e2b-r3-case.ts';

/** FDA's post-market batch receiver (N.1.4, rule R0004) and its centres' message receivers (N.2.r.3, R0006). */
const FDA_BATCH_RECEIVER = 'ZZFDA';
const FDA_MESSAGE_RECEIVERS = new Set(['CDER', 'CBER']);

/**
 * A report for the FDA must meet its regional rules too (FDA.* elements, R0004–R0015), so a file it would refuse is
 * not handed out; one for another authority is held to ICH's rules only.
 */
export function isAddressedToFda(form: Readonly<Record<string, CaseFieldValue | undefined>>): boolean {
  const batch = form.batch_receiver_identifier;
  const message = form.message_header_receiver_identifier;
  return (
    (typeof batch === 'string' && batch.trim().toUpperCase() === FDA_BATCH_RECEIVER) ||
    (typeof message === 'string' && FDA_MESSAGE_RECEIVERS.has(message.trim().toUpperCase()))
  );
}

/**
 * Builds and checks the E2B(R3) file of a case, like generateCaseE2b does for R2: missing or invalid fields come
 * back as problems naming the form field, and a file that fails the R3 checker (FDA's profile for a report addressed to the FDA, else ICH's) is never
 * returned.
 */
export function generateCaseE2bR3(
  identity: CaseIdentity,
  form: Readonly<Record<string, CaseFieldValue | undefined>>,
  options: BuildE2bR3Options = {},
  additional: AdditionalEntries | null = null,
  assessments: readonly StoredPairAssessment[] = [],
): CaseE2bResult {
  const input = caseToE2bInput(identity, form, additional, assessments);
  const parsed = e2bR3CaseSchema.safeParse(input);
  const problems = withCaseRules(form, additional, parsed.success ? [] : parsed.error.issues);
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  const xml = buildE2bR3Xml(input, options);
  const check = checkE2bR3Xml(xml, { profile: isAddressedToFda(form) ? 'fda' : 'ich' });
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
