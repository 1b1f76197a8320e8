import { CASE_STATUSES, type CaseStatus } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { useMay } from '@/lib/use-permissions.ts';
import { useUpdateCaseStatus } from '../api/update-case-status.ts';
import { CASE_STATUS_LABEL } from '@/review/lib/labels.ts';

const isCaseStatus = (value: string): value is CaseStatus =>
  (CASE_STATUSES as readonly string[]).includes(value);

/**
 * Open / In Progress / Closed, saved at once (PUT /case/{id}/status). The server moves the workflow step the status
 * names (decision 0034); Closed is offered only to members who may complete a case.
 */
export function CaseStatusSelect({ caseId, status }: { caseId: string; status: CaseStatus }) {
  const t = useT();
  const may = useMay();
  const update = useUpdateCaseStatus();
  const shown = update.isPending ? update.variables.status : status;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="case-status" className="text-sm font-medium">
        {t('caseForm.status')}
      </label>
      <select
        id="case-status"
        className="flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
        value={shown}
        disabled={update.isPending}
        onChange={(event) => {
          const next = event.target.value;
          if (isCaseStatus(next) && next !== status) update.mutate({ caseId, status: next });
        }}
      >
        {CASE_STATUSES.map((value) => (
          <option
            key={value}
            value={value}
            disabled={value === 'completed' && status !== 'completed' && !may('case.complete')}
          >
            {t(CASE_STATUS_LABEL[value])}
          </option>
        ))}
      </select>
    </div>
  );
}
