import type { ReactNode } from 'react';
import { Check, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import type { FieldSaveState } from '../hooks/use-case-form.ts';

/** Label (with * when required), the input, its inline error and a small saving/saved note. */
export function FieldFrame({
  id,
  label,
  required,
  error,
  saveState,
  inline = false,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  saveState?: FieldSaveState;
  inline?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const labelNode = (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </label>
  );
  const status = (
    <span aria-live="polite" className="ml-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
      {saveState === 'saving' ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
          {t('caseForm.saving')}
        </>
      ) : saveState === 'saved' ? (
        <>
          <Check aria-hidden="true" className="size-3 text-success" />
          {t('caseForm.saved')}
        </>
      ) : null}
    </span>
  );
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', wide && 'sm:col-span-full')}>
      {inline ? (
        <div className="flex items-center gap-2">
          {children}
          {labelNode}
          {status}
        </div>
      ) : (
        <>
          <div className="flex items-center gap-2">
            {labelNode}
            {status}
          </div>
          {children}
        </>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
