import { useState } from 'react';
import { GraduationCap } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { TrainAiFields } from './train-ai-fields.tsx';
import { useTrainAi, type TrainAiTarget } from './use-train-ai.ts';

const PANEL = 'train';

/** Literature's collapsible 'Train AI Model' panel (SPEC §2.8): the Train AI form inline; Cancel folds it. */
export function TrainAiPanel(target: TrainAiTarget) {
  const t = useT();
  const [open, setOpen] = useState('');
  const form = useTrainAi(target, () => setOpen(''));
  const changeOpen = (next: string) => {
    setOpen(next);
    if (!next) form.reset();
  };
  return (
    <Accordion type="single" collapsible value={open} onValueChange={changeOpen}>
      <AccordionItem value={PANEL}>
        <AccordionTrigger>
          <GraduationCap aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className="text-base font-semibold">{t('literature.trainModel')}</span>
        </AccordionTrigger>
        <AccordionContent className="space-y-4">
          <p className="text-sm text-muted-foreground">{t('train.description')}</p>
          <TrainAiFields form={form} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => changeOpen('')}>
              {t('train.cancel')}
            </Button>
            <Button onClick={form.submit} disabled={!form.canSubmit}>
              {form.submitting ? t('train.submitting') : t('train.submit')}
            </Button>
          </div>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
