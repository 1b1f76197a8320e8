import { caseToE2bInput, type CaseE2bResult, type CaseIdentity } from '../../cases/case-to-e2b.ts';
import type { CaseFieldValue } from '../../cases/case-fields.ts';
import type { AdditionalEntries } from '../../cases/case-sections.ts';
import { buildE2bR3Xml, type BuildE2bR3Options } from './build-e2b-r3-xml.ts';
import { checkE2bR3Xml } from './check-e2b-r3-xml.ts';
import { e2bR3CaseSchema } from './e2b-r3-case.ts';

/** Builder input keys that differ from the case form's field names. */
const FIELD_OF_KEY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  reactions: {
    term: 'reaction_term',
    med_dra_code: 'reaction_meddra_code',
    start_date: 'reaction_start_date',
    end_date: 'reaction_end_date',
    duration: 'reaction_duration',
    duration_unit: 'reaction_duration_unit',
    outcome: 'reaction_outcome',
  },
  drugs: { batch_number: 'drug_batch_number' },
};
const LISTS = new Set(['reactions', 'drugs', 'tests', 'additional_reporters']);

function problemOf(path: readonly PropertyKey[], message: string) {
  const [head, index, key] = path.map(String);
  if (head === undefined) return { message };
  if (head === 'patient') return index === undefined ? { message } : { field: index, message };
  if (!LISTS.has(head)) return { field: head, message };
  const list = head === 'reactions' ? 'reactions' : head;
  const field =
    key === undefined
      ? head === 'reactions'
        ? 'reaction_term'
        : head === 'drugs'
          ? 'medicinal_product'
          : undefined
      : (FIELD_OF_KEY[list]?.[key] ?? key);
  const entry = head === 'additional_reporters' ? Number(index) + 1 : Number(index);
  if (field === undefined) return { message };
  return entry > 0 ? { field, entry, message } : { field, message };
}

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
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => problemOf(issue.path, issue.message)) };
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
