import { useState, type SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileCode } from 'lucide-react';
import { CASE_FORM_SECTIONS, caseFieldDefinition, e2bFileName, type CaseDetail } from '@vigila/domain';
import { Accordion } from '@/components/ui/accordion.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { saveXmlFile } from '@/lib/save-file.ts';
import { caseQueryOptions } from '../api/get-case.ts';
import { useCaseForm } from '../hooks/use-case-form.ts';
import type { E2bProblem } from '../lib/build-case-report.ts';
import { fieldInputId } from '../lib/e2b-problem.ts';
import { E2B_PROBLEMS_ID, E2bProblems } from './e2b-problems.tsx';
import { E2bSection } from './e2b-section.tsx';

/**
 * The E2B builder and its checks (with the zod schema of an E2B case) load when a file is first wanted: when the
 * pointer or the focus reaches 'Generate E2B XML', so the click finds them loaded, and not with the case page.
 */
const loadCaseReport = () => import('../lib/build-case-report.ts');

/**
 * The E2B form of a case (SPEC §2.9): every CASE_FIELDS entry in its section, all sections open by default,
 * each field saved on its own; 'Generate E2B XML' reads the saved case again, builds its file in the browser and
 * downloads it.
 */
export function E2bForm({ detail }: { detail: CaseDetail }) {
  const t = useT();
  const form = useCaseForm(detail);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string[]>([...CASE_FORM_SECTIONS]);
  const [problems, setProblems] = useState<E2bProblem[]>([]);

  const showField = (field: string, entry?: number) => {
    const definition = caseFieldDefinition(field);
    if (!definition) return;
    setOpen((current) => (current.includes(definition.section) ? current : [...current, definition.section]));
    // The section may have just opened: focus once its content is in the document.
    setTimeout(() => {
      const input = document.getElementById(fieldInputId(definition.ui, definition.section, entry));
      // jsdom (component tests) has no scrollIntoView.
      if (input && typeof input.scrollIntoView === 'function') input.scrollIntoView({ block: 'center' });
      input?.focus();
    }, 0);
  };

  const generate = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { buildCaseReport, unsavedProblems } = await loadCaseReport();
    // The field left for the button is being saved: the file is built once the saved case has it.
    await form.settled();
    // A value the server refused is not in the saved case: say so rather than leave it out of the file silently.
    const unsaved = unsavedProblems(form.values, t);
    const report =
      unsaved.length > 0
        ? { ok: false as const, problems: unsaved }
        : buildCaseReport(await queryClient.query({ ...caseQueryOptions(detail.id), staleTime: 0 }), t);
    if (!report.ok) {
      setProblems(report.problems);
      const inline: Record<string, string> = { ...form.errors };
      for (const problem of report.problems) {
        if (problem.field && inline[problem.field] === undefined) inline[problem.field] = problem.message;
      }
      form.setErrors(inline);
      // The button is at the end of a long form and the list at its top: bring the list into view.
      setTimeout(() => {
        const list = document.getElementById(E2B_PROBLEMS_ID);
        if (list && typeof list.scrollIntoView === 'function') list.scrollIntoView({ block: 'start' });
        list?.focus();
      }, 0);
      return;
    }
    setProblems([]);
    saveXmlFile(report.xml, e2bFileName);
    notify.success(t('caseForm.generated'));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void generate(event)}
      aria-labelledby="e2b-form-title"
      className="space-y-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="e2b-form-title" className="text-xl font-semibold tracking-tight">
            {t('caseForm.formTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('caseForm.formHint')}</p>
        </div>
      </div>
      <E2bProblems problems={problems} onShowField={showField} />
      <Accordion type="multiple" value={open} onValueChange={setOpen} className="space-y-3">
        {CASE_FORM_SECTIONS.map((section) => (
          <E2bSection key={section} section={section} form={form} detail={detail} />
        ))}
      </Accordion>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          onPointerEnter={() => void loadCaseReport()}
          onFocus={() => void loadCaseReport()}
        >
          <FileCode aria-hidden="true" />
          {t('caseForm.generate')}
        </Button>
      </div>
    </form>
  );
}
