import { useId, useState } from 'react';
import {
  ASSESSMENT_METHOD_MAX,
  CAUSALITY_RESULTS,
  DEFAULT_ASSESSMENT_METHOD,
  EXPECTEDNESS_OVERRIDES,
  EXPECTEDNESS_REASON_MAX,
  type AssessmentRow,
  type CausalityAssessment,
  type CausalityResult,
  type ExpectednessOverrideValue,
} from '@vigila/domain';
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
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useSavePairAssessment } from '../api/save-pair-assessment.ts';

const SELECT_CLASS =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';

interface CausalityDraft {
  result: CausalityResult | '';
  method: string;
}

const draftOf = (assessment: CausalityAssessment | null): CausalityDraft => ({
  result: assessment?.result ?? '',
  method: assessment?.method ?? DEFAULT_ASSESSMENT_METHOD,
});

const assessmentOf = (draft: CausalityDraft): CausalityAssessment | null =>
  draft.result === '' ? null : { result: draft.result, method: draft.method.trim() };

/** One assessor's category and method. */
function CausalityFields({
  label,
  draft,
  onChange,
}: {
  label: string;
  draft: CausalityDraft;
  onChange: (next: CausalityDraft) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <select
        aria-label={label}
        id={`${id}-result`}
        className={SELECT_CLASS}
        value={draft.result}
        onChange={(event) => onChange({ ...draft, result: event.target.value as CausalityDraft['result'] })}
      >
        <option value="">{t('assessment.notAssessed')}</option>
        {CAUSALITY_RESULTS.map((result) => (
          <option key={result} value={result}>
            {t(`assessment.result.${result}`)}
          </option>
        ))}
      </select>
      <Input
        aria-label={`${label}: ${t('assessment.method')}`}
        maxLength={ASSESSMENT_METHOD_MAX}
        disabled={draft.result === ''}
        value={draft.method}
        onChange={(event) => onChange({ ...draft, method: event.target.value })}
      />
    </fieldset>
  );
}

/**
 * "Assess": one drug–reaction pair's causality by the reporter and by the company (WHO-UMC, with the method), and
 * its expectedness — left to the reference safety information, or set by hand with a reason (decision 0041).
 */
export function AssessmentDialog({ caseId, row }: { caseId: string; row: AssessmentRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reporter, setReporter] = useState(() => draftOf(row.reporter));
  const [company, setCompany] = useState(() => draftOf(row.company));
  const [expectedness, setExpectedness] = useState<ExpectednessOverrideValue | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSavePairAssessment(caseId);
  const reasonId = useId();
  const methodsGiven = [reporter, company].every(
    (draft) => draft.result === '' || draft.method.trim() !== '',
  );
  const ready = methodsGiven && (expectedness === '' || reason.trim() !== '');

  const reset = () => {
    setReporter(draftOf(row.reporter));
    setCompany(draftOf(row.company));
    setExpectedness(row.expectedness_override?.value ?? '');
    setReason(row.expectedness_override?.reason ?? '');
    setError(null);
  };

  const submit = () => {
    setError(null);
    save.mutate(
      {
        drug: row.drug,
        reaction: row.reaction,
        reporter: assessmentOf(reporter),
        company: assessmentOf(company),
        expectedness_override: expectedness === '' ? null : { value: expectedness, reason: reason.trim() },
      },
      {
        onSuccess: () => {
          notify.success(t('assessment.saved'));
          setOpen(false);
        },
        onError: (failure) => setError(t('assessment.failed', { message: failure.message })),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t('assessment.editLabel', { drug: row.drug, reaction: row.reaction })}
        >
          {t('assessment.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('assessment.cancel')}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {t('assessment.dialogTitle', { drug: row.drug, reaction: row.reaction })}
            </DialogTitle>
            <DialogDescription>{t('assessment.dialogDescription')}</DialogDescription>
          </DialogHeader>
          <CausalityFields
            label={t('assessment.reporterCausality')}
            draft={reporter}
            onChange={setReporter}
          />
          <CausalityFields label={t('assessment.companyCausality')} draft={company} onChange={setCompany} />
          <div className="space-y-1">
            <label htmlFor={`${reasonId}-expectedness`} className="text-sm font-medium">
              {t('assessment.expectedness')}
            </label>
            <select
              id={`${reasonId}-expectedness`}
              className={SELECT_CLASS}
              value={expectedness}
              onChange={(event) => setExpectedness(event.target.value as ExpectednessOverrideValue | '')}
            >
              <option value="">{t('assessment.expectednessComputed')}</option>
              {EXPECTEDNESS_OVERRIDES.map((value) => (
                <option key={value} value={value}>
                  {t(`assessment.expectedness.${value}`)}
                </option>
              ))}
            </select>
          </div>
          {expectedness === '' ? null : (
            <div className="space-y-1">
              <label htmlFor={reasonId} className="text-sm font-medium">
                {t('assessment.overrideReason')}
              </label>
              <Textarea
                id={reasonId}
                required
                rows={3}
                maxLength={EXPECTEDNESS_REASON_MAX}
                aria-describedby={`${reasonId}-hint`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <p id={`${reasonId}-hint`} className="text-xs text-muted-foreground">
                {t('assessment.overrideReasonHint')}
              </p>
            </div>
          )}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={!ready || save.isPending}>
              {t('assessment.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
