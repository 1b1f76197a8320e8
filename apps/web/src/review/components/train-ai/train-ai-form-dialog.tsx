import type { RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { TrainAiFields } from './train-ai-fields.tsx';
import { useTrainAi, type TrainAiTarget } from './use-train-ai.ts';

/**
 * The Train AI dialog (SPEC §2.8): present flags are marked correct or incorrect (with why), absent ones can be
 * selected as missed (with a reason). Submit stores the feedback on the server; Cancel closes. Its own chunk,
 * loaded when the reviewer first opens it (train-ai-dialog.tsx).
 */
export default function TrainAiFormDialog({
  open,
  onOpenChange,
  opener,
  ...target
}: TrainAiTarget & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets the focus back on close (it is not a Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const form = useTrainAi(target, () => onOpenChange(false));

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={t('train.close')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('train.title')}</DialogTitle>
          <DialogDescription>{t('train.description')}</DialogDescription>
        </DialogHeader>
        <TrainAiFields form={form} />
        <DialogFooter>
          <Button variant="outline" onClick={() => changeOpen(false)}>
            {t('train.cancel')}
          </Button>
          <Button onClick={form.submit} disabled={!form.canSubmit}>
            {form.submitting ? t('train.submitting') : t('train.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
