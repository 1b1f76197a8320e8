import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { caseFieldDefinition } from '@vigila/domain';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
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
 * there before). A narrative already written is replaced only once the reviewer confirms it.
 */
export function DraftNarrativeButton({ caseId, form }: { caseId: string; form: CaseFormState }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (NARRATIVE === undefined) return null;
  const written = String(form.values[NARRATIVE.field] ?? '').trim() !== '';
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
      setConfirming(false);
    }
  };
  return (
    <div className="mb-4 flex justify-end">
      <Button
        type="button"
        variant="outline"
        disabled={pending}
        onClick={() => (written ? setConfirming(true) : void draft())}
      >
        <Sparkles aria-hidden="true" />
        {t('caseForm.draftNarrative')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('caseForm.replaceNarrativeTitle')}
        description={t('caseForm.replaceNarrativeBody')}
        actionLabel={t('caseForm.replaceNarrative')}
        pendingLabel={t('caseForm.draftingNarrative')}
        pending={pending}
        onConfirm={() => void draft()}
      />
    </div>
  );
}
