import '../lib/vector-texts.ts';
import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useVectorSearch } from '../api/vector-search.ts';
import { readVectorParams, writeVectorParams, type VectorParams } from '../lib/vector-params.ts';
import { VectorFilters } from './vector-filters.tsx';
import { VectorHitRow } from './vector-hit-row.tsx';

/** How many newest items and cases a database without pgvector compares by meaning (the server's RECENT_CANDIDATES). */
const RECENT_CANDIDATES = 2000;

/** Vector search (issue 14, decision 0022): one box, filters in the URL, results that open their detail pages. */
export function VectorPage() {
  const t = useT();
  const numbers = useNumberFormat();
  const [search, setSearch] = useSearchParams();
  const params = readVectorParams(search);
  const [draft, setDraft] = useState(params.q);
  const results = useVectorSearch(params);

  const update = (patch: Partial<VectorParams>) => setSearch(writeVectorParams({ ...params, ...patch }));
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: draft });
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <PageHeader title={t('page.vector.title')} description={t('vector.description')} />
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="vector-query" className="sr-only">
          {t('vector.searchLabel')}
        </label>
        <Input
          id="vector-query"
          type="search"
          value={draft}
          maxLength={500}
          placeholder={t('vector.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('vector.submit')}
        </Button>
      </form>
      <VectorFilters params={params} onChange={update} />
      <section aria-labelledby="vector-results" aria-busy={results.isFetching} className="space-y-3">
        <h2 id="vector-results" className="sr-only">
          {t('vector.searchLabel')}
        </h2>
        {params.q.trim() === '' ? (
          <p className="text-sm text-muted-foreground">{t('vector.prompt')}</p>
        ) : results.isPending ? (
          <Spinner label={t('vector.searching')} />
        ) : results.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t('vector.failed')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" role="status">
              {results.data.hits.length === 0
                ? t('vector.empty')
                : t('vector.results', { count: results.data.hits.length })}
            </p>
            {results.data.mode === 'candidates' ? (
              <p className="text-xs text-muted-foreground">
                {t('vector.candidatesNote', { count: numbers.format(RECENT_CANDIDATES) })}
              </p>
            ) : null}
            <ol className="divide-y rounded-lg border bg-card">
              {results.data.hits.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} className="p-3">
                  <VectorHitRow hit={hit} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
