import {
  drugsOfFacts,
  seriousnessOfFacts,
  seriousnessOfReaction,
  type CaseFacts,
  type CaseFactsDrug,
} from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';

/**
 * The case facts the analysis read of an ADR: each drug with its role and the words that made it (decision 0043),
 * reactions with their preferred terms and criteria, seriousness with the words that made it, patient and
 * reporter. Shown under the ADR flag so a reviewer checks them before Convert to Case copies them into the form.
 */
export function CaseFactsPanel({ facts }: { facts: CaseFacts }) {
  const t = useT();
  const drugs = drugsOfFacts(facts);
  const seriousness = seriousnessOfFacts(facts);
  const patient = [
    facts.patientAge === null
      ? null
      : facts.patientAge < 2
        ? t('facts.ageMonths', { age: Math.round(facts.patientAge * 12) })
        : t('facts.age', { age: facts.patientAge }),
    facts.patientSex ? t(`facts.sex.${facts.patientSex}`) : null,
  ].filter((part) => part !== null);
  return (
    <section
      aria-label={t('facts.title')}
      className="mt-2 rounded-md border bg-muted/40 p-3 text-sm"
      data-testid="case-facts"
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('facts.title')}</span>
        <Badge
          variant={seriousness === 'serious' ? 'destructive' : 'outline'}
          className={
            seriousness === 'possibly_serious'
              ? 'border-amber-500 text-amber-700 dark:text-amber-300'
              : undefined
          }
          data-testid="facts-seriousness"
        >
          {seriousness === 'serious'
            ? t('facts.serious')
            : seriousness === 'possibly_serious'
              ? t('possiblySerious.badge')
              : t('facts.notSerious')}
        </Badge>
      </div>
      {seriousness === 'possibly_serious' ? (
        <p className="mb-2 text-amber-800 dark:text-amber-300" data-testid="facts-possibly-serious">
          {t('possiblySerious.itemWhy', { words: (facts.possiblySeriousEvidence ?? []).join('”, “') })}
        </p>
      ) : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t('facts.drugs')}</dt>
        <dd data-testid="facts-drugs">
          {drugs.length > 0 ? (
            <ul>
              {drugs.map((drug) => (
                <DrugRole key={drug.name} drug={drug} />
              ))}
            </ul>
          ) : (
            t('facts.none')
          )}
        </dd>
        <dt className="text-muted-foreground">{t('facts.reactions')}</dt>
        <dd data-testid="facts-reactions">
          {facts.reactions.length > 0
            ? facts.reactions.map((reaction, index) => {
                const criteria = seriousnessOfReaction(facts, index);
                return (
                  <span key={reaction.term} className="mr-2 inline-block">
                    {reaction.term} <span className="text-muted-foreground">(“{reaction.text}”)</span>
                    {criteria.length > 0
                      ? ` · ${criteria.map((criterion) => t(`facts.criterion.${criterion}`)).join(', ')}`
                      : null}
                    {reaction.vague ? (
                      <span className="text-amber-700 dark:text-amber-400"> — {t('facts.vague')}</span>
                    ) : null}
                  </span>
                );
              })
            : t('facts.none')}
        </dd>
        {seriousness === 'serious' ? (
          <>
            <dt className="text-muted-foreground">{t('facts.seriousness')}</dt>
            <dd data-testid="facts-criteria">
              {facts.seriousness.map((criterion, index) => (
                <span key={criterion} className="mr-2 inline-block">
                  {t(`facts.criterion.${criterion}`)}
                  {facts.seriousnessEvidence[index] ? (
                    <span className="text-muted-foreground"> (“{facts.seriousnessEvidence[index]}”)</span>
                  ) : null}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('facts.patient')}</dt>
        <dd>{patient.length > 0 ? patient.join(', ') : t('facts.unknown')}</dd>
        <dt className="text-muted-foreground">{t('facts.reporter')}</dt>
        <dd>{facts.reporter ? t(`facts.reporter.${facts.reporter}`) : t('facts.unknown')}</dd>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">{t('facts.hint')}</p>
    </section>
  );
}

/** One drug: its role, and the words of the text that made it (Concomitant — “(concomitant)”). */
function DrugRole({ drug }: { drug: CaseFactsDrug }) {
  const t = useT();
  return (
    <li data-role={drug.role}>
      {drug.name} — {t(`facts.role.${drug.role}`)}{' '}
      <span className="text-muted-foreground">
        {drug.evidence
          ? `(“${drug.evidence}”)`
          : drug.role === 'suspect'
            ? `(${t('facts.roleByDefault')})`
            : null}
        {drug.role === 'treatment' ? ` — ${t('facts.treatmentHint')}` : null}
      </span>
    </li>
  );
}
