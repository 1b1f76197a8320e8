import { useState } from 'react';
import { GraduationCap } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { TrainAiFields } from './train-ai-fields.tsx';
import { useTrainAi, type TrainAiTarget } from './use-train-ai.ts';

/**
 * Train AI (SPEC §2.8): present flags are marked correct or incorrect (with why), absent ones can be selected as
 * missed (with a reason). Submit stores the feedback on the server; Cancel closes.
 */
export function TrainAiDialog(target: TrainAiTarget) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const form = useTrainAi(target, () => setOpen(false));

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <GraduationCap aria-hidden="true" />
          {t('detail.trainAi')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('train.close')}>
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
