import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { casePath } from '../api/create-case.ts';

/** SPEC §2.9, §9: a case id is shown as its last 5 characters. */
export const CASE_ID_TAIL = 5;

/** The id's tail, linking to the case; the full id on hover (tooltip and native title) and for screen readers. */
export function CaseIdLink({ id }: { id: string }) {
  const t = useT();
  return (
    <Tooltip content={id} focusable={false}>
      <Link
        to={casePath(id)}
        title={id}
        aria-label={t('cases.openCase', { id })}
        className="font-mono text-xs font-medium text-primary underline-offset-4 hover:underline"
      >
        {id.slice(-CASE_ID_TAIL)}
      </Link>
    </Tooltip>
  );
}
