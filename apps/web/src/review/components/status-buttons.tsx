import { useState } from 'react';
import { EyeOff, Flag } from 'lucide-react';
import { STATUS, type ChangeStatusRequest, type Source, type StatusId } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useChangeStatus } from '../api/change-status.ts';
import { ReasonPickerDialog } from './reason-picker-dialog.tsx';

type SettableStatus = ChangeStatusRequest['status_id'];

const BUTTONS = [
  {
    statusId: STATUS.nonRelevant,
    label: 'status.nonRelevant',
    current: 'status.nonRelevantCurrent',
    icon: EyeOff,
  },
  {
    statusId: STATUS.needsReview,
    label: 'status.needsReview',
    current: 'status.needsReviewCurrent',
    icon: Flag,
  },
] as const;

/**
 * Non-relevant and Needs Review (SPEC §4.2): either can be set from any state; the current one is disabled and
 * shows a check mark; both wait while a change runs, and the clicked one reads 'Updating...'. Non-relevant first
 * asks for a reason (decision 0036).
 */
export function StatusButtons({
  source,
  id,
  status,
  size = 'sm',
  postChangeWaitMs,
  className,
}: {
  source: Source;
  id: string;
  status: StatusId;
  size?: 'sm' | 'default';
  postChangeWaitMs?: number;
  className?: string;
}) {
  const t = useT();
  const mutation = useChangeStatus({ postChangeWaitMs });
  const [asking, setAsking] = useState(false);
  const running: SettableStatus | undefined = mutation.isPending ? mutation.variables.statusId : undefined;
  const choose = (statusId: SettableStatus) => {
    if (statusId === STATUS.nonRelevant) setAsking(true);
    else mutation.mutate({ source, id, statusId });
  };
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <ReasonPickerDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={(reason) => mutation.mutate({ source, id, statusId: STATUS.nonRelevant, reason })}
      />
      {BUTTONS.map(({ statusId, label, current, icon: Icon }) => {
        const isCurrent = status === statusId;
        return (
          <Button
            key={statusId}
            size={size}
            variant={isCurrent ? (statusId === STATUS.needsReview ? 'destructive' : 'secondary') : 'outline'}
            disabled={isCurrent || mutation.isPending}
            data-status-button={statusId}
            onClick={() => choose(statusId)}
          >
            <Icon aria-hidden="true" />
            {running === statusId ? t('status.updating') : isCurrent ? t(current) : t(label)}
          </Button>
        );
      })}
    </div>
  );
}
