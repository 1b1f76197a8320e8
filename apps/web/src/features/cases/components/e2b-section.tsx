import type { ReactNode } from 'react';
import {
  caseFieldsOfSection,
  codedTermOfField,
  isCodedSection,
  isRepeatableSection,
  type CaseDetail,
  type CaseFieldDefinition,
  type CaseFormSection,
  type CodedSection,
  type MeddraLanguage,
} from '@vigila/domain';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useCodingLanguage } from '../api/search-meddra.ts';
import type { CaseFormState } from '../hooks/use-case-form.ts';
import { fieldsWithInputs } from '../lib/coded-fields.ts';
import { sectionTitleKey } from '../lib/field-labels.ts';
import { CaseFieldInput } from './case-field-input.tsx';
import { CodedTermField } from './coded-term-field.tsx';
import { DraftNarrativeButton } from './draft-narrative-button.tsx';
import { EntryHeading, SectionEntries } from './section-entries.tsx';
import { DrugProductBadge } from './drug-products.tsx';

/** N.2.r message header fields; the rest of section N is the N.1 batch wrapper (SPEC §2.9). */
const isMessageHeader = (field: string) =>
  field === 'message_identifier' || field.startsWith('message_header_');

/** The MedDRA coding of a section's first entry: the case, the section and the release language (or none). */
interface FirstEntryCoding {
  caseId: string;
  section: CodedSection;
  language: MeddraLanguage | null;
}

function FieldGrid({
  fields,
  form,
  coding,
}: {
  fields: readonly CaseFieldDefinition[];
  form: CaseFormState;
  coding?: FirstEntryCoding;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {fieldsWithInputs(fields, (coding?.language ?? null) !== null).map((definition) => {
        const input = (
          <CaseFieldInput
            key={definition.field}
            definition={definition}
            value={form.values[definition.field] ?? (definition.kind === 'boolean' ? false : '')}
            error={form.errors[definition.field]}
            saveState={form.saveStates[definition.field]}
            onChange={(value) => form.setValue(definition.field, value)}
            onSave={(value) => form.save(definition, value)}
            onFocusChange={form.setFocused}
          />
        );
        if (!coding || !codedTermOfField(definition.field)) return input;
        return (
          <CodedTermField
            key={definition.field}
            caseId={coding.caseId}
            section={coding.section}
            index={0}
            definition={definition}
            stored={form.values}
            language={coding.language}
            freeText={input}
          />
        );
      })}
    </div>
  );
}

function SubGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-3 text-sm font-semibold text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}

function SectionFields({
  section,
  form,
  coding,
}: {
  section: CaseFormSection;
  form: CaseFormState;
  coding?: FirstEntryCoding;
}) {
  const t = useT();
  const fields = caseFieldsOfSection(section);
  if (section === 'N') {
    return (
      <div className="space-y-6">
        <SubGroup title={t(sectionTitleKey('N1'))}>
          <FieldGrid fields={fields.filter((d) => !isMessageHeader(d.field))} form={form} />
        </SubGroup>
        <SubGroup title={t(sectionTitleKey('N2'))}>
          <FieldGrid fields={fields.filter((d) => isMessageHeader(d.field))} form={form} />
        </SubGroup>
      </div>
    );
  }
  const flags = fields.filter((d) => d.kind === 'boolean');
  if (flags.length === 0) return <FieldGrid fields={fields} form={form} coding={coding} />;
  return (
    <div className="space-y-6">
      <FieldGrid fields={fields.filter((d) => d.kind !== 'boolean')} form={form} coding={coding} />
      <SubGroup title={t('caseForm.seriousness')}>
        <FieldGrid fields={flags} form={form} />
      </SubGroup>
    </div>
  );
}

/**
 * A repeatable section (decision 0015): its first entry is the form's own fields, headed 'Drug 1' and movable once
 * there are more; the further entries and 'Add drug' follow.
 */
function RepeatableSectionFields({
  detail,
  section,
  form,
}: {
  detail: CaseDetail;
  section: CaseFormSection;
  form: CaseFormState;
}) {
  const language = useCodingLanguage();
  if (!isRepeatableSection(section)) return <SectionFields section={section} form={form} />;
  const coding = isCodedSection(section) ? { caseId: detail.id, section, language } : undefined;
  return (
    <div className="space-y-6">
      <section>
        {detail.sections[section].length > 1 ? (
          <EntryHeading detail={detail} section={section} index={0} />
        ) : section === 'G' ? (
          // The one drug's link to the product dictionary (decision 0042); with more, each heading shows its own.
          <div className="mb-3">
            <DrugProductBadge product={detail.drug_products[0]} />
          </div>
        ) : null}
        <SectionFields section={section} form={form} coding={coding} />
      </section>
      <SectionEntries detail={detail} section={section} language={language} />
    </div>
  );
}

/** One collapsible section of the E2B form, titled as SPEC §2.9 names it. */
export function E2bSection({
  section,
  form,
  detail,
}: {
  section: CaseFormSection;
  form: CaseFormState;
  detail: CaseDetail;
}) {
  const t = useT();
  return (
    <AccordionItem value={section}>
      <AccordionTrigger>
        <span className="font-semibold">{t(sectionTitleKey(section))}</span>
      </AccordionTrigger>
      <AccordionContent>
        {section === 'H' ? <DraftNarrativeButton caseId={detail.id} form={form} /> : null}
        <RepeatableSectionFields detail={detail} section={section} form={form} />
      </AccordionContent>
    </AccordionItem>
  );
}
