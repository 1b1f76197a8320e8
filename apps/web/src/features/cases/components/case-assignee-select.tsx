import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useAssignCase } from '../api/case-work.ts';
import { useAssignableMembers } from '../api/get-assignable-members.ts';
import { caseUpdateErrorText } from '../api/update-case-field.ts';

const UNASSIGNED = '';

/** Who works the case: a member of the organisation, or nobody (PUT /cases/{id}/assignee, audited). */
export function CaseAssigneeSelect({ caseId, assigneeId }: { caseId: string; assigneeId: string | null }) {
  const t = useT();
  const members = useAssignableMembers();
  const assign = useAssignCase(caseId);
  const shown = assign.isPending ? (assign.variables ?? UNASSIGNED) : (assigneeId ?? UNASSIGNED);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="case-assignee" className="text-sm font-medium">
        {t('caseForm.assignee')}
      </label>
      <select
        id="case-assignee"
        className="flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
        value={shown}
        disabled={assign.isPending || members.isPending}
        onChange={(event) =>
          assign.mutate(event.target.value === UNASSIGNED ? null : event.target.value, {
            onError: (error) => notify.error(caseUpdateErrorText(error)),
          })
        }
      >
        <option value={UNASSIGNED}>{t('caseForm.unassigned')}</option>
        {(members.data ?? []).map((member) => (
          <option key={member.user_id} value={member.user_id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  );
}
