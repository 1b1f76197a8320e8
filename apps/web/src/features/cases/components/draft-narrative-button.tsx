import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { caseFieldDefinition } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { draftNarrative } from '../api/case-work.ts';
import type { CaseFormState } from '../hooks/use-case-form.ts';

const NARRATIVE = caseFieldDefinition('case_narrative');

/**
 * H.1: asks the server for a narrative written from the case's saved facts in the reader's language (decision 0039),
 * puts it in the field and saves it like an edit; the reviewer then corrects it (the audit trail keeps what was
 * there before).
 */
export function DraftNarrativeButton({ caseId, form }: { caseId: string; form: CaseFormState }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [pending, setPending] = useState(false);
  if (NARRATIVE === undefined) return null;
  const draft = async () => {
    setPending(true);
    try {
      const text = await draftNarrative(caseId, language);
      form.setValue(NARRATIVE.field, text);
      form.save(NARRATIVE, text);
      notify.success(t('caseForm.narrativeDrafted'));
    } catch {
      notify.error(t('caseForm.narrativeDraftFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="mb-4 flex justify-end">
      <Button type="button" variant="outline" disabled={pending} onClick={() => void draft()}>
        <Sparkles aria-hidden="true" />
        {t('caseForm.draftNarrative')}
      </Button>
    </div>
  );
}
