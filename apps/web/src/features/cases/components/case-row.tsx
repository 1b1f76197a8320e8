import { Link } from 'react-router';
import { FileCode2 } from 'lucide-react';
import type { CaseStatus, CaseSummary } from '@vigila/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CASE_SOURCE_NAME } from '@/review/lib/labels.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { casePath } from '../api/create-case.ts';
import { formatDueDate, formatLastEdited } from '../lib/case-dates.ts';
import { CASE_STATUS_LABEL } from '@/review/lib/labels.ts';
import { CaseComment } from './case-comment.tsx';
import { CaseIdLink } from './case-id-link.tsx';
import { CaseTypeSelect } from './case-type-select.tsx';

const STATUS_VARIANT = {
  new: 'default',
  progress: 'warning',
  completed: 'success',
} as const satisfies Record<CaseStatus, BadgeProps['variant']>;

const cell = 'px-3 py-3 align-top';

/** One case: ID, Status, Comment, Source, Last Edited, Due (regulatory clock), Type, Actions. */
export function CaseRow({ item }: { item: CaseSummary }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  return (
    <tr
      data-overdue={item.overdue || undefined}
      className={cn('border-b last:border-b-0', item.overdue && 'bg-destructive/5 dark:bg-destructive/10')}
    >
      <th scope="row" className={cn(cell, 'text-left font-normal')}>
        <CaseIdLink id={item.id} />
      </th>
      <td className={cell}>
        <Badge variant={STATUS_VARIANT[item.status]}>{t(CASE_STATUS_LABEL[item.status])}</Badge>
      </td>
      <td className={cell}>
        <CaseComment text={item.comment} />
      </td>
      <td className={cn(cell, 'whitespace-nowrap')}>{t(CASE_SOURCE_NAME[item.source])}</td>
      <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
        <time dateTime={item.updated_at}>{formatLastEdited(item.updated_at)}</time>
      </td>
      <td className={cell}>
        <div className="flex flex-col items-start gap-1">
          <time dateTime={item.due_date} className="whitespace-nowrap tabular-nums">
            {formatDueDate(item.due_date, language)}
          </time>
          {item.due_receiver ? (
            <span className="text-xs whitespace-nowrap text-muted-foreground">
              {t(`reportingRules.receiver.${item.due_receiver}`)}
            </span>
          ) : null}
          {item.overdue ? <Badge variant="destructive">{t('cases.overdue')}</Badge> : null}
          {item.serious ? <Badge variant="warning">{t('cases.serious')}</Badge> : null}
        </div>
      </td>
      <td className={cell}>
        <CaseTypeSelect id={item.id} type={item.case_type} />
      </td>
      <td className={cell}>
        {item.case_type === 'icsr' ? (
          <Button asChild size="sm" variant="outline">
            <Link to={casePath(item.id)} aria-label={t('cases.e2bOf', { id: item.id })}>
              <FileCode2 aria-hidden="true" />
              {t('cases.e2b')}
            </Link>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
