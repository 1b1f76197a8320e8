import { Copy, Link2, Unlink } from 'lucide-react';
import type { CaseLink, CaseLinkKind, DuplicateCandidate, DuplicateReason } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { useCaseDuplicates, useCaseLinks, useLinkCase, useUnlinkCase } from '../api/duplicates.ts';
import { CaseIdLink } from './case-id-link.tsx';

/** One reason in the reader's language ("Same suspect product: ibuprofen"). */
export function reasonText(reason: DuplicateReason, t: Translate): string {
  switch (reason.kind) {
    case 'same_product':
      return t('duplicates.reasonSameProduct', { product: reason.product });
    case 'similar_reaction':
      return t('duplicates.reasonSimilarReaction', { term: reason.term, otherTerm: reason.otherTerm });
    case 'similar_text':
      return t('duplicates.reasonSimilarText', { similarity: reason.similarity.toFixed(2) });
    case 'close_in_time':
      return t('duplicates.reasonCloseInTime', { days: reason.days });
    case 'far_in_time':
      return t('duplicates.reasonFarInTime', { days: reason.days });
  }
}

/** A candidate's kind, id (a case links to its page), score and reasons: shared with the item notice. */
export function CandidateSummary({ candidate }: { candidate: DuplicateCandidate }) {
  const t = useT();
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline">
          {t(candidate.kind === 'case' ? 'duplicates.kindCase' : 'duplicates.kindItem')}
        </Badge>
        {candidate.kind === 'case' ? <CaseIdLink id={candidate.id} /> : null}
        <span className="text-muted-foreground">{candidate.source}</span>
        <span className="ml-auto text-xs tabular-nums text-muted-foreground">
          {t('duplicates.score', { score: candidate.score.toFixed(2) })}
        </span>
      </div>
      <p className="truncate text-sm">{candidate.excerpt}</p>
      <ul className="flex flex-wrap gap-1">
        {candidate.reasons.map((reason) => (
          <li key={reason.kind}>
            <Badge variant="secondary">{reasonText(reason, t)}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

const LINK_LABEL = {
  duplicate: { outgoing: 'duplicates.duplicateOf', incoming: 'duplicates.hasDuplicate' },
  follow_up: { outgoing: 'duplicates.followUpOf', incoming: 'duplicates.hasFollowUp' },
} as const satisfies Record<CaseLinkKind, Record<CaseLink['direction'], string>>;

function LinkedCases({ caseId }: { caseId: string }) {
  const t = useT();
  const links = useCaseLinks(caseId);
  const unlink = useUnlinkCase();
  const rows = links.data ?? [];
  return (
    <section aria-labelledby="linked-cases-title" className="space-y-2">
      <h3 id="linked-cases-title" className="text-sm font-semibold">
        {t('duplicates.linkedTitle')}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('duplicates.noLinks')}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((link) => (
            <li key={link.case_id} className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t(LINK_LABEL[link.kind][link.direction])}</span>
              <CaseIdLink id={link.case_id} />
              <span className="min-w-0 flex-1 truncate">{link.excerpt}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('duplicates.unlinkCase', { id: link.case_id })}
                disabled={unlink.isPending}
                onClick={() => unlink.mutate({ caseId, linkedCaseId: link.case_id })}
              >
                <Unlink aria-hidden />
                {t('duplicates.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LikelyDuplicates({ caseId, linked }: { caseId: string; linked: ReadonlySet<string> }) {
  const t = useT();
  const duplicates = useCaseDuplicates(caseId);
  const link = useLinkCase();
  if (duplicates.isPending) return <p className="text-sm text-muted-foreground">{t('duplicates.loading')}</p>;
  if (duplicates.isError) return <p className="text-sm text-destructive">{t('duplicates.failed')}</p>;
  if (duplicates.data.length === 0)
    return <p className="text-sm text-muted-foreground">{t('duplicates.none')}</p>;
  const linkAs = (candidate: DuplicateCandidate, kind: CaseLinkKind) =>
    link.mutate({ caseId, linkedCaseId: candidate.id, kind });
  return (
    <ul className="space-y-3">
      {duplicates.data.map((candidate) => (
        <li key={`${candidate.kind}-${candidate.id}`} className="space-y-2 rounded-md border p-3">
          <CandidateSummary candidate={candidate} />
          {candidate.kind === 'case' && !linked.has(candidate.id) ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={link.isPending}
                onClick={() => linkAs(candidate, 'duplicate')}
              >
                <Copy aria-hidden />
                {t('duplicates.linkAsDuplicate')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={link.isPending}
                onClick={() => linkAs(candidate, 'follow_up')}
              >
                <Link2 aria-hidden />
                {t('duplicates.linkAsFollowUp')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The case page's duplicates panel (issue 13): likely duplicates with their reasons, linked as a duplicate or a
 * follow-up in one click, and the cases already linked either way, each with Unlink. Items are shown but only
 * cases can be linked (an item becomes linkable once converted).
 */
export function DuplicatesPanel({ caseId }: { caseId: string }) {
  const t = useT();
  const links = useCaseLinks(caseId);
  const linked = new Set((links.data ?? []).map((link) => link.case_id));
  return (
    <section aria-labelledby="duplicates-title" className="space-y-4 rounded-lg border bg-card p-4">
      <div>
        <h2 id="duplicates-title" className="text-base font-semibold">
          {t('duplicates.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('duplicates.description')}</p>
      </div>
      <LikelyDuplicates caseId={caseId} linked={linked} />
      <LinkedCases caseId={caseId} />
    </section>
  );
}
