import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  caseFieldsOfSection,
  checkCaseFieldValue,
  codedTermOfField,
  isCodedSection,
  type CaseDetail,
  type CaseFieldDefinition,
  type MeddraLanguage,
  type RepeatableSection,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useChangeSection } from '../api/case-work.ts';
import { caseUpdateErrorText } from '../api/update-case-field.ts';
import { fieldsWithInputs } from '../lib/coded-fields.ts';
import { CaseFieldInput } from './case-field-input.tsx';
import { CodedTermField } from './coded-term-field.tsx';
import { DrugProductBadge } from './drug-products.tsx';

type EntryValues = Record<string, string | boolean>;

const shown = (definition: CaseFieldDefinition, value: unknown): string | boolean =>
  typeof value === 'string' || typeof value === 'boolean'
    ? value
    : definition.kind === 'boolean'
      ? false
      : '';

/** One entry after the first: its own inputs, each saved on its own like the form's (SPEC §4.4). */
function EntryFields({
  caseId,
  section,
  index,
  entry,
  language,
}: {
  caseId: string;
  section: RepeatableSection;
  index: number;
  entry: Record<string, unknown>;
  language: MeddraLanguage | null;
}) {
  const change = useChangeSection(caseId, section);
  const fields = caseFieldsOfSection(section);
  const [values, setValues] = useState<EntryValues>(() =>
    Object.fromEntries(
      fields.map((definition) => [definition.field, shown(definition, entry[definition.field])]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = (definition: CaseFieldDefinition, value: string | boolean) => {
    const check = checkCaseFieldValue(definition, value === '' ? null : value);
    if (!check.ok) {
      setErrors((current) => ({ ...current, [definition.field]: check.message }));
      return;
    }
    setErrors(({ [definition.field]: _dropped, ...rest }) => rest);
    change.mutate(
      { kind: 'save', index, field: definition.field, value: check.value },
      { onError: (error) => notify.error(caseUpdateErrorText(error)) },
    );
  };
  const idSuffix = `-${section}-${index}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {fieldsWithInputs(fields, isCodedSection(section) && language !== null).map((definition) => {
        const input = (
          <CaseFieldInput
            key={definition.field}
            idSuffix={idSuffix}
            definition={definition}
            value={values[definition.field] ?? ''}
            error={errors[definition.field]}
            onChange={(value) => setValues((current) => ({ ...current, [definition.field]: value }))}
            onSave={(value) => save(definition, value)}
            onFocusChange={() => undefined}
          />
        );
        if (!isCodedSection(section) || !codedTermOfField(definition.field)) return input;
        return (
          <CodedTermField
            key={definition.field}
            caseId={caseId}
            section={section}
            index={index}
            definition={definition}
            stored={entry}
            language={language}
            idSuffix={idSuffix}
            freeText={input}
          />
        );
      })}
    </div>
  );
}

/** Move up, move down and remove for entry `index` of `count`. */
function EntryActions({
  caseId,
  section,
  index,
  count,
  label,
}: {
  caseId: string;
  section: RepeatableSection;
  index: number;
  count: number;
  label: string;
}) {
  const t = useT();
  const change = useChangeSection(caseId, section);
  const order = Array.from({ length: count }, (_, position) => position);
  const swap = (other: number) => {
    const next = [...order];
    [next[index], next[other]] = [other, index];
    change.mutate({ kind: 'reorder', order: next });
  };
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={index === 0 || change.isPending}
        aria-label={t('caseForm.entry.moveUp', { entry: label })}
        onClick={() => swap(index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={index === count - 1 || change.isPending}
        aria-label={t('caseForm.entry.moveDown', { entry: label })}
        onClick={() => swap(index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={change.isPending}
        aria-label={t('caseForm.entry.remove', { entry: label })}
        onClick={() => change.mutate({ kind: 'remove', index })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export function entryLabel(t: ReturnType<typeof useT>, section: RepeatableSection, index: number): string {
  return t(`caseForm.entry.${section}`, { n: index + 1 });
}

/** The heading of entry `index`, with its actions when the section has more than one entry. */
export function EntryHeading({
  detail,
  section,
  index,
}: {
  detail: CaseDetail;
  section: RepeatableSection;
  index: number;
}) {
  const t = useT();
  const count = detail.sections[section].length;
  const label = entryLabel(t, section, index);
  return (
    <div className="mb-3 flex items-center justify-between gap-2 border-b pb-1">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-muted-foreground">
        {label}
        {section === 'G' ? <DrugProductBadge product={detail.drug_products[index]} /> : null}
      </h3>
      {count > 1 ? (
        <EntryActions caseId={detail.id} section={section} index={index} count={count} label={label} />
      ) : null}
    </div>
  );
}

/**
 * The entries of a repeatable section after the first (C.2.r, E.i, F.r, G.k; decision 0015), then 'Add'. The
 * first entry is the form's own fields, shown above by the section.
 */
export function SectionEntries({
  detail,
  section,
  language,
}: {
  detail: CaseDetail;
  section: RepeatableSection;
  /** The MedDRA release language reactions and indications are coded in, or null (free text). */
  language: MeddraLanguage | null;
}) {
  const t = useT();
  const add = useChangeSection(detail.id, section);
  const entries = detail.sections[section];
  return (
    <div className="space-y-6">
      {entries.slice(1).map((entry, position) => {
        const index = position + 1;
        return (
          // The key changes with the list, so an entry's inputs start from what the server stored.
          <section key={`${index}-${JSON.stringify(entry)}`} aria-label={entryLabel(t, section, index)}>
            <EntryHeading detail={detail} section={section} index={index} />
            <EntryFields
              caseId={detail.id}
              section={section}
              index={index}
              entry={entry}
              language={language}
            />
          </section>
        );
      })}
      <Button
        type="button"
        variant="outline"
        disabled={add.isPending}
        onClick={() =>
          add.mutate({ kind: 'add' }, { onError: (error) => notify.error(caseUpdateErrorText(error)) })
        }
      >
        <Plus aria-hidden="true" />
        {t(`caseForm.entry.add.${section}`)}
      </Button>
    </div>
  );
}
