import { CASE_TYPES, type CaseType } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { useUpdateCaseType } from '../api/update-case-type.ts';
import { CASE_TYPE_LABEL } from '@/review/lib/labels.ts';
import { selectClass } from './case-filter-row.tsx';

/** The type dropdown of a row (SPEC §2.9): a change is saved at once with PUT /case/{id}/type. */
export function CaseTypeSelect({ id, type }: { id: string; type: CaseType }) {
  const t = useT();
  const update = useUpdateCaseType();
  // While saving, the row shows the chosen type rather than jumping back to the stored one.
  const shown = update.isPending ? update.variables.type : type;
  return (
    <select
      aria-label={t('cases.typeOf', { id })}
      className={selectClass}
      value={shown}
      disabled={update.isPending}
      onChange={(event) => {
        const next = CASE_TYPES.find((option) => option === event.target.value);
        if (next && next !== type) update.mutate({ id, type: next });
      }}
    >
      {CASE_TYPES.map((option) => (
        <option key={option} value={option}>
          {t(CASE_TYPE_LABEL[option])}
        </option>
      ))}
    </select>
  );
}
