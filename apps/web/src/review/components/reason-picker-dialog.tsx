import { useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useNonRelevantReasons } from '../api/non-relevant-reasons.ts';
import { reasonLabel } from '../lib/reason-label.ts';

export interface ChosenReason {
  code: string;
  text?: string;
}

/**
 * Why an item is Non-relevant (decision 0036): the organisation's reasons as radio buttons — arrow keys move,
 * digits 1–9 pick, Enter confirms — and a text when the reason asks for one. Nothing is sent until confirmed.
 */
export function ReasonPickerDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: ChosenReason) => void;
}) {
  const t = useT();
  const reasons = useNonRelevantReasons({ enabled: open });
  const [code, setCode] = useState<string | null>(null);
  const [text, setText] = useState('');
  const list = reasons.data?.reasons ?? [];
  const chosen = list.find((reason) => reason.code === code);
  const ready = chosen !== undefined && (!chosen.explain || text.trim() !== '');

  const changeOpen = (next: boolean) => {
    if (!next) {
      setCode(null);
      setText('');
    }
    onOpenChange(next);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || !ready) return;
    onConfirm({ code: chosen.code, ...(chosen.explain ? { text: text.trim() } : {}) });
    changeOpen(false);
  };
  const pickByKey = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLTextAreaElement) return;
    // Enter on a chosen radio confirms, as it does in a text field.
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
      return;
    }
    const index = Number(event.key) - 1;
    const reason = Number.isInteger(index) ? list[index] : undefined;
    if (!reason) return;
    event.preventDefault();
    setCode(reason.code);
    document.getElementById(`reason-${reason.code}`)?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('reason.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('reason.title')}</DialogTitle>
          <DialogDescription>{t('reason.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} onKeyDown={pickByKey} className="flex flex-col gap-4">
          {reasons.isPending ? (
            <p className="text-sm text-muted-foreground">{t('reason.loading')}</p>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t('reason.choose')}</legend>
              {list.map((reason, index) => (
                <label key={reason.code} className="flex items-center gap-2 text-sm">
                  <input
                    id={`reason-${reason.code}`}
                    type="radio"
                    name="non-relevant-reason"
                    value={reason.code}
                    checked={code === reason.code}
                    onChange={() => setCode(reason.code)}
                    autoFocus={index === 0}
                  />
                  <span className="w-4 text-xs text-muted-foreground tabular-nums">{index + 1}</span>
                  {reasonLabel(t, reason)}
                </label>
              ))}
            </fieldset>
          )}
          {chosen?.explain ? (
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t('reason.explain')}</span>
              <Textarea
                value={text}
                onChange={(event) => setText(event.target.value)}
                required
                maxLength={1000}
                aria-describedby="reason-explain-hint"
              />
              <span id="reason-explain-hint" className="text-xs text-muted-foreground">
                {t('reason.explainHint')}
              </span>
            </label>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              {t('reason.cancel')}
            </Button>
            <Button type="submit" disabled={!ready}>
              {t('reason.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
