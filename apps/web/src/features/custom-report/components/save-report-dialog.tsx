import { useState } from 'react';
import { Save } from 'lucide-react';
import { MAX_REPORT_NAME_LENGTH } from '@vigila/domain';
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
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useSaveReport } from '../api/custom-reports.ts';
import type { CustomReportDefinition } from '../lib/report-definition.ts';

/**
 * "Save report": asks for a name and saves the definition for the organisation; with a saved report open (and the
 * right to change it) it offers to save the changes to it too.
 */
export function SaveReportDialog({
  definition,
  current,
  onSaved,
}: {
  definition: CustomReportDefinition;
  current: { id: string; name: string; canEdit: boolean } | null;
  onSaved: (report: { id: string; name: string }) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReport();
  const submit = (id?: string) => {
    setError(null);
    save.mutate(
      { id, name: name.trim(), definition },
      {
        onSuccess: (report) => {
          notify.success(t('customReport.saved', { name: report.name }));
          setOpen(false);
          onSaved(report);
        },
        onError: (failure) => setError(t('customReport.saveFailed', { message: failure.message })),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(current?.name ?? '');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Save aria-hidden="true" />
          {t('customReport.save')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('customReport.cancel')}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit(current?.canEdit ? current.id : undefined);
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('customReport.saveTitle')}</DialogTitle>
            <DialogDescription>{t('customReport.saveDescription')}</DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <label htmlFor="report-name" className="text-sm font-medium">
              {t('customReport.name')}
            </label>
            <Input
              id="report-name"
              value={name}
              required
              maxLength={MAX_REPORT_NAME_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'report-name-error' : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {error ? (
              <p id="report-name-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            {current?.canEdit ? (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending || name.trim() === ''}
                onClick={() => submit()}
              >
                {t('customReport.saveAsNew')}
              </Button>
            ) : null}
            <Button type="submit" disabled={save.isPending || name.trim() === ''}>
              {current?.canEdit ? t('customReport.update') : t('customReport.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
