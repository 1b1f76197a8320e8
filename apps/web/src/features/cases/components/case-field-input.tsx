import { useRef, type KeyboardEvent } from 'react';
import type { CaseFieldDefinition } from '@vigila/domain';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import type { FieldSaveState } from '../hooks/use-case-form.ts';
import { codeOptions, fieldLabelKey } from '../lib/field-labels.ts';
import { FieldFrame } from './field-frame.tsx';
import { PRODUCT_SUGGESTIONS_ID } from './product-suggestions.tsx';

export interface CaseFieldInputProps {
  definition: CaseFieldDefinition;
  value: string | boolean;
  error?: string;
  saveState?: FieldSaveState;
  onChange: (value: string | boolean) => void;
  onSave: (value: string | boolean) => void;
  onFocusChange: (field: string | null) => void;
  /** Added to the input's id when a form shows the field more than once (a second drug's product). */
  idSuffix?: string;
}

const SELECT_CLASS =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';

const INPUT_TYPE = { date: 'date', email: 'email', tel: 'tel', number: 'number', text: 'text' } as const;

/**
 * One E2B form field, its input chosen by the field's kind. Text-like inputs save on blur or Enter only when the
 * value changed since focus; multi-line ones save with Cmd/Ctrl+Enter, plain Enter adds a line; selects and
 * checkboxes save on change (SPEC §4.4).
 */
export function CaseFieldInput(props: CaseFieldInputProps) {
  const { definition, value, error, saveState, onChange, onSave, onFocusChange, idSuffix = '' } = props;
  const t = useT();
  const atFocus = useRef<string | boolean>(value);
  const id = `${definition.ui}${idSuffix}`;
  const label = t(fieldLabelKey(definition.field));
  const describedBy = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: id,
    'aria-required': definition.required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const frame = { id, label, required: definition.required === true, error, saveState };

  if (definition.kind === 'boolean') {
    return (
      <FieldFrame {...frame} inline>
        <input
          {...common}
          type="checkbox"
          className="size-4 accent-primary"
          checked={value === true}
          onChange={(event) => {
            onChange(event.target.checked);
            onSave(event.target.checked);
          }}
        />
      </FieldFrame>
    );
  }

  const text = typeof value === 'string' ? value : '';
  if (definition.kind === 'code') {
    return (
      <FieldFrame {...frame}>
        <select
          {...common}
          className={cn(SELECT_CLASS, error && 'border-destructive')}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
            onSave(event.target.value);
          }}
        >
          <option value="">{t('caseForm.selectPlaceholder')}</option>
          {codeOptions(definition, t).map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  }

  const focus = () => {
    atFocus.current = text;
    onFocusChange(definition.field);
  };
  const saveIfChanged = (current: string) => {
    if (current !== atFocus.current) onSave(current);
    atFocus.current = current;
  };
  const blur = (current: string) => {
    saveIfChanged(current);
    onFocusChange(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const multiLine = definition.kind === 'textarea';
    if (multiLine && !(event.ctrlKey || event.metaKey)) return; // a new line
    event.preventDefault(); // never submits the form
    saveIfChanged(event.currentTarget.value);
    if (!multiLine) event.currentTarget.blur();
  };

  if (definition.kind === 'textarea') {
    return (
      <FieldFrame {...frame} wide>
        <Textarea
          {...common}
          rows={definition.field === 'case_narrative' ? 8 : 3}
          className={cn(error && 'border-destructive')}
          value={text}
          onFocus={focus}
          onBlur={(event) => blur(event.target.value)}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldFrame>
    );
  }

  return (
    <FieldFrame {...frame}>
      <Input
        {...common}
        type={INPUT_TYPE[definition.kind]}
        // A drug's name: the product dictionary's names and brands are offered (the case page renders the list).
        list={definition.field === 'medicinal_product' ? PRODUCT_SUGGESTIONS_ID : undefined}
        className={cn(error && 'border-destructive')}
        {...(definition.kind === 'number'
          ? {
              min: definition.min,
              max: definition.max,
              step: definition.step ?? 'any',
              inputMode: 'decimal' as const,
            }
          : {})}
        value={text}
        onFocus={focus}
        onBlur={(event) => blur(event.target.value)}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
