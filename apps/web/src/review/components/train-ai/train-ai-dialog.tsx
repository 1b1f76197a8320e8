import { lazy, Suspense, useRef, useState } from 'react';
import { GraduationCap } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import type { TrainAiTarget } from './use-train-ai.ts';

const loadFormDialog = () => import('./train-ai-form-dialog.tsx');
const TrainAiFormDialog = lazy(loadFormDialog);

/**
 * Train AI on a detail page (SPEC §2.8): the button, and the dialog once the reviewer opens it. The dialog, its
 * fields and the modal machinery (focus trap, scroll lock) are a chunk of their own, fetched when the pointer or
 * the focus reaches the button, so a detail page's first load stays within the script budget.
 */
export function TrainAiDialog(target: TrainAiTarget) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadFormDialog()}
        onFocus={() => void loadFormDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <GraduationCap aria-hidden="true" />
        {t('detail.trainAi')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <TrainAiFormDialog {...target} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
