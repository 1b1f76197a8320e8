import type { ReactNode } from 'react';
import {
  MEDDRA_CODED_TERMS,
  type CaseFieldDefinition,
  type CodedSection,
  type MeddraLanguage,
} from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useCodeTerm } from '../api/case-work.ts';
import { caseUpdateErrorText } from '../api/update-case-field.ts';
import { fieldLabelKey } from '../lib/field-labels.ts';
import { FieldFrame } from './field-frame.tsx';
import { MeddraTypeAhead } from './meddra-term-input.tsx';

type StoredValues = Readonly<Record<string, unknown>>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const codeOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export interface CodedTermFieldProps {
  caseId: string;
  section: CodedSection;
  /** The entry of the section: 0 is the case's own fields. */
  index: number;
  definition: CaseFieldDefinition;
  /** What the server stored for the entry: the term and its codes. */
  stored: StoredValues;
  /** The release language to code in, or null: the organisation has no release and the term stays free text. */
  language: MeddraLanguage | null;
  idSuffix?: string;
  /** The free-text input used while there is no release. */
  freeText: ReactNode;
}

/**
 * A reaction's or indication's term (issue 13, decision 0018). With a MedDRA release: a type-ahead of its current
 * LLTs whose pick saves the words with the LLT, PT and version in one call, the SOC shown under it. Without one:
 * the plain input, clearly marked "not coded".
 */
export function CodedTermField(props: CodedTermFieldProps) {
  const { caseId, section, index, definition, stored, language, idSuffix = '', freeText } = props;
  const t = useT();
  const code = useCodeTerm(caseId, section, index);
  if (language === null) {
    return (
      <div className="grid content-start gap-1">
        {freeText}
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="warning">{t('meddra.notCoded')}</Badge>
          {t('meddra.noReleaseHint')}
        </p>
      </div>
    );
  }
  const fields = MEDDRA_CODED_TERMS[section];
  const id = `${definition.ui}${idSuffix}`;
  return (
    <FieldFrame
      id={id}
      label={t(fieldLabelKey(definition.field))}
      required={definition.required === true}
      saveState={code.isPending ? 'saving' : code.isSuccess ? 'saved' : undefined}
      error={code.isError ? caseUpdateErrorText(code.error) : undefined}
    >
      <MeddraTypeAhead
        key={language}
        id={id}
        language={language}
        value={{
          term: textOf(stored[fields.term]),
          lltCode: codeOf(stored[fields.lltCode]),
          ptCode: codeOf(stored[fields.ptCode]),
        }}
        onChange={(next) =>
          code.mutate(
            { term: next.term.trim(), llt_code: next.lltCode, language },
            {
              onSuccess: () => notify.success(t('caseForm.updated')),
              onError: (error) => notify.error(caseUpdateErrorText(error)),
            },
          )
        }
      />
    </FieldFrame>
  );
}
