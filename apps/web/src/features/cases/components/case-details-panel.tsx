import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { LITERATURE_FLAGS, REVIEW_FLAGS, type CaseDetail } from '@vigila/domain';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion.tsx';
import { FlagBadges } from '@/review/components/flag-badges.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { CASE_TYPE_LABEL } from '@/review/lib/labels.ts';
import { CASE_SOURCE_NAME } from '@/review/lib/labels.ts';
import { sourceItemPath } from '../lib/source-link.ts';
import { CaseHistory } from './case-history.tsx';
import { CaseAssigneeSelect } from './case-assignee-select.tsx';
import { CaseStatusSelect } from './case-status-select.tsx';
import { CaseWorkflowCard } from './case-workflow-card.tsx';
import { RegulatoryClock } from './regulatory-clock.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * The collapsible 'Case Details' panel (SPEC §2.9): source, type with the AI flags, ADR/PQC/MI badges and the
 * comment; beside them the workflow step with its moves (decision 0034), the case status, the regulatory clock and
 * the way back to the source item; below, the change history.
 */
export function CaseDetailsPanel({ detail }: { detail: CaseDetail }) {
  const t = useT();
  const sourcePath = sourceItemPath(detail);
  const aiFlags = detail.aiFlags.length > 0 ? detail.aiFlags.join(', ') : t('caseForm.noAiFlags');
  return (
    <Accordion type="single" collapsible defaultValue="details">
      <AccordionItem value="details">
        <AccordionTrigger>
          <span className="font-semibold">{t('caseForm.details')}</span>
        </AccordionTrigger>
        <AccordionContent className="space-y-5">
          <div className="grid gap-6 lg:grid-cols-3">
            <dl className="space-y-3 lg:col-span-2">
              <Row label={t('caseForm.source')}>
                <span className="inline-flex flex-wrap items-center gap-2">
                  {t(CASE_SOURCE_NAME[detail.source])}
                  {sourcePath ? (
                    <Link
                      to={sourcePath}
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      {t('caseForm.openSource')}
                    </Link>
                  ) : null}
                </span>
              </Row>
              <Row label={t('caseForm.type')}>
                {t(CASE_TYPE_LABEL[detail.case_type])}
                <span className="text-muted-foreground">
                  {' '}
                  ({t('caseForm.aiFlags')}: {aiFlags})
                </span>
              </Row>
              <Row label={t('caseForm.aiFlags')}>
                <FlagBadges
                  flags={detail.source === 'literature' ? LITERATURE_FLAGS : REVIEW_FLAGS}
                  values={detail}
                />
              </Row>
              {detail.username ? <Row label={t('caseForm.author')}>{detail.username}</Row> : null}
              <Row label={t('caseForm.comment')}>
                <p className="whitespace-pre-wrap">{detail.comment.trim() || t('caseForm.noComment')}</p>
              </Row>
            </dl>
            <div className="space-y-5">
              <CaseWorkflowCard detail={detail} />
              <CaseStatusSelect caseId={detail.id} status={detail.status} />
              <CaseAssigneeSelect caseId={detail.id} assigneeId={detail.assignee_id} />
              <RegulatoryClock clock={detail} />
            </div>
          </div>
          <CaseHistory caseId={detail.id} />
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
