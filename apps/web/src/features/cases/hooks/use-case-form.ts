import { useCallback, useEffect, useRef, useState } from 'react';
import {
  caseFieldDefinition,
  checkCaseFieldValue,
  type CaseDetail,
  type CaseFieldDefinition,
} from '@vigila/domain';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { caseUpdateErrorText, useUpdateCaseField } from '../api/update-case-field.ts';
import { fieldCheckMessage } from '../lib/field-check-message.ts';
import { formValuesFromCase, type FormValues } from '../lib/form-values.ts';
import { localToday, senderPrefill } from '../lib/sender-prefill.ts';

export type FieldSaveState = 'saving' | 'saved';

export interface CaseFormState {
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  saveStates: Readonly<Record<string, FieldSaveState>>;
  setValue: (field: string, value: string | boolean) => void;
  /** Checks and saves one field (the caller decides that it changed). */
  save: (definition: CaseFieldDefinition, value: string | boolean) => void;
  setErrors: (errors: Record<string, string>) => void;
  /** The field being edited keeps its local value when the case reloads underneath it. */
  setFocused: (field: string | null) => void;
  /** Resolves once every save begun so far has ended (saved or refused): the stored case is then the screen's. */
  settled: () => Promise<void>;
}

const without = <V>(record: Readonly<Record<string, V>>, field: string): Record<string, V> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== field));

/**
 * The E2B form's state for one case: values pre-filled from the stored case whenever it loads or changes
 * (SPEC §2.9), the per-field save with its client-side check, toasts and inline errors (SPEC §4.4, §8), and the
 * one-time fill of the sender block and today's dates, which is saved so the stored case equals the screen.
 */
export function useCaseForm(detail: CaseDetail | undefined): CaseFormState {
  const t = useT();
  const caseId = detail?.id ?? '';
  const { mutateAsync: updateField } = useUpdateCaseField();
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrorState] = useState<Record<string, string>>({});
  const [saveStates, setSaveStates] = useState<Record<string, FieldSaveState>>({});
  const focused = useRef<string | null>(null);
  // Fields whose local value must survive a reload: being edited, being saved, or refused with an error.
  const keepLocal = useRef(new Set<string>());
  const prefilledFor = useRef<string | null>(null);
  const inFlight = useRef(new Set<Promise<void>>());

  const persist = useCallback(
    async (definition: CaseFieldDefinition, value: string | boolean, silent: boolean) => {
      const { field } = definition;
      const check = checkCaseFieldValue(definition, value);
      if (!check.ok) {
        keepLocal.current.add(field);
        setErrorState((current) => ({ ...current, [field]: fieldCheckMessage(definition, value, t) }));
        return;
      }
      keepLocal.current.add(field);
      setErrorState((current) => without(current, field));
      setSaveStates((current) => ({ ...current, [field]: 'saving' }));
      try {
        const message = await updateField({ caseId, definition, value: check.value });
        keepLocal.current.delete(field);
        setSaveStates((current) => ({ ...current, [field]: 'saved' }));
        if (!silent) notify.success(message ?? t('caseForm.updated'));
      } catch (error) {
        setSaveStates((current) => without(current, field));
        setErrorState((current) => ({ ...current, [field]: caseUpdateErrorText(error) }));
        notify.error(t('caseForm.updateFailed'));
      }
    },
    [caseId, t, updateField],
  );

  // Pre-fill from the stored case whenever it loads or changes, keeping what is being edited or saved.
  useEffect(() => {
    if (detail === undefined) return;
    const stored = formValuesFromCase(detail.form);
    setValues((current) => {
      const next: Record<string, string | boolean> = { ...stored };
      for (const field of keepLocal.current) if (field in current) next[field] = current[field] ?? '';
      if (focused.current !== null && focused.current in current) {
        next[focused.current] = current[focused.current] ?? '';
      }
      return next;
    });
    if (prefilledFor.current === detail.id) return;
    prefilledFor.current = detail.id;
    const fill = senderPrefill(stored, useAuthStore.getState().user, localToday());
    if (Object.keys(fill).length === 0) return;
    setValues((current) => ({ ...current, ...fill }));
    for (const [field, value] of Object.entries(fill)) {
      const definition = caseFieldDefinition(field);
      if (definition) void persist(definition, value, true);
    }
  }, [detail, persist]);

  return {
    values,
    errors,
    saveStates,
    setValue: useCallback((field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setSaveStates((current) => without(current, field));
    }, []),
    save: useCallback(
      (definition, value) => {
        const saving = persist(definition, value, false);
        inFlight.current.add(saving);
        void saving.finally(() => inFlight.current.delete(saving));
      },
      [persist],
    ),
    settled: useCallback(async () => {
      while (inFlight.current.size > 0) await Promise.allSettled([...inFlight.current]);
    }, []),
    setErrors: useCallback((next) => setErrorState(next), []),
    setFocused: useCallback((field) => {
      focused.current = field;
    }, []),
  };
}
