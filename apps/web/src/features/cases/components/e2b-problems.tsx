import { TriangleAlert } from 'lucide-react';
import { caseFieldDefinition } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { e2bProblemText, fieldInputId, type E2bProblem } from '../lib/e2b-problem.ts';
import { fieldLabelKey, sectionTitleKey } from '../lib/field-labels.ts';

/** The list's element id: after a failed Generate the form scrolls to it and focuses it. */
export const E2B_PROBLEMS_ID = 'e2b-problems';

/** Why the file could not be made, each problem leading to its field (SPEC §2.9 'Generate E2B XML'). */
export function E2bProblems({
  problems,
  onShowField,
}: {
  problems: readonly E2bProblem[];
  onShowField: (field: string, entry?: number) => void;
}) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <div
      id={E2B_PROBLEMS_ID}
      tabIndex={-1}
      role="alert"
      className="scroll-mt-20 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {t('caseForm.problemsTitle')}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {problems.map((problem, index) => {
          const definition = problem.field ? caseFieldDefinition(problem.field) : undefined;
          if (!definition) return <li key={index}>{problem.message}</li>;
          // A case rule's message names the field itself; the item starts with the section to go to.
          const text = t('caseForm.problem', {
            field: t(problem.rule ? sectionTitleKey(definition.section) : fieldLabelKey(definition.field)),
            message: e2bProblemText(problem, t),
          });
          return (
            <li key={index}>
              <a
                href={`#${fieldInputId(definition.ui, definition.section, problem.entry)}`}
                className="underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  onShowField(definition.field, problem.entry);
                }}
              >
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
