import '../lib/case-form-texts.ts';
import { useState } from 'react';
import { Download } from 'lucide-react';
import { caseFieldDefinition, e2bR3FileName } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { saveXmlFile } from '@/lib/save-file.ts';
import { getCaseE2bR3 } from '../api/get-case-e2b-r3.ts';
import type { E2bProblem } from '../lib/build-case-report.ts';
import { fieldInputId } from '../lib/e2b-problem.ts';
import { E2bProblems } from './e2b-problems.tsx';

/**
 * "Download E2B(R3)": the server builds the stored case's R3 message (every repeatable entry) and checks it; a case
 * that is not ready shows what is missing, each problem leading to its field when `onShowField` is given.
 */
/** Without a form to open: go to the field's input when the page shows it (the form's sections start open). */
function focusField(field: string, entry?: number) {
  const definition = caseFieldDefinition(field);
  const input = definition && document.getElementById(fieldInputId(definition.ui, definition.section, entry));
  if (input && typeof input.scrollIntoView === 'function') input.scrollIntoView({ block: 'center' });
  input?.focus();
}

export function E2bR3Download({
  caseId,
  onShowField = focusField,
}: {
  caseId: string;
  onShowField?: (field: string, entry?: number) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<E2bProblem[]>([]);
  const download = async () => {
    setBusy(true);
    try {
      const outcome = await getCaseE2bR3(caseId);
      if (outcome.ok) {
        setProblems([]);
        saveXmlFile(outcome.xml, e2bR3FileName);
      } else setProblems(outcome.problems);
    } catch (error) {
      console.error(t('cases.e2bR3NotReady'), error);
      setProblems([{ message: error instanceof Error ? error.message : String(error) }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <Button type="button" variant="outline" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" />
        {busy ? t('cases.downloadingE2bR3') : t('cases.downloadE2bR3')}
      </Button>
      <E2bProblems problems={problems} onShowField={onShowField} />
    </div>
  );
}
