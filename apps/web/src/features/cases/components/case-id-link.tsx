import { Link } from 'react-router';
import { useT } from '@/lib/i18n/index.ts';
import { casePath } from '../api/create-case.ts';

/** SPEC §2.9, §9: a case id is shown as its last 5 characters. */
export const CASE_ID_TAIL = 5;

/**
 * The id's tail, linking to the case; the full id on hover (the native title) and for screen readers. A styled
 * tooltip here cost its pages 17 KB of scripts (docs/decisions/0025), so the browser's own shows the id.
 */
export function CaseIdLink({ id }: { id: string }) {
  const t = useT();
  return (
    <Link
      to={casePath(id)}
      title={id}
      aria-label={t('cases.openCase', { id })}
      className="font-mono text-xs font-medium text-primary underline-offset-4 hover:underline"
    >
      {id.slice(-CASE_ID_TAIL)}
    </Link>
  );
}
