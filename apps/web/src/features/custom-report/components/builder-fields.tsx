import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export const controlClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';

/** A labelled control: the label above, the control given the id. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A select of `options` with an "any" first entry (value ''). */
export function OptionSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  anyLabel,
  onChange,
}: {
  label: string;
  value: T | null | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  anyLabel?: string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className={controlClass}
          value={value ?? ''}
          onChange={(event) => onChange(options.find((option) => option === event.target.value))}
        >
          {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Checkboxes of `options` under a legend; `chosen` in the options' order. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  chosen,
  optionLabel,
  onChange,
  columns = 2,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (chosen: T[]) => void;
  columns?: 1 | 2;
}) {
  const toggle = (option: T, on: boolean) =>
    onChange(on ? [...chosen, option] : chosen.filter((entry) => entry !== option));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-medium text-muted-foreground">{legend}</legend>
      <div className={cn('grid gap-x-3 gap-y-1', columns === 2 ? 'grid-cols-2' : 'grid-cols-1')}>
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A date (YYYY-MM-DD) or text input; '' is kept as undefined. */
export function TextField({
  label,
  value,
  type = 'text',
  onChange,
}: {
  label: string;
  value: string | undefined;
  type?: 'text' | 'date';
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          className={controlClass}
          value={value ?? ''}
          maxLength={200}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )}
    </Field>
  );
}
