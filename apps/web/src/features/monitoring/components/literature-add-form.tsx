import { useId, useState, type SubmitEvent } from 'react';
import { LITERATURE_DATABASES, type LiteratureDatabase } from '@vigila/domain';
import { UploadProgress } from '@/review/components/upload-progress.tsx';
import { useT } from '@/lib/i18n/index.ts';
import type { LiteratureInput } from '../lib/add-flows.ts';
import { DATABASE_LABEL } from '../lib/labels.ts';
import { AddKeyField } from './add-key-field.tsx';

/**
 * Literature add form (SPEC §2.6, §5): a search term and the databases to search, at least one of them, else
 * 'Please select at least one search source'. A database this server cannot search (IBECS without its key) is
 * unticked and disabled, with the reason beside it (decision 0037).
 */
export function LiteratureAddForm({
  progress,
  running,
  blocked,
  unavailable = {},
  onAdd,
}: {
  progress: number;
  running: boolean;
  blocked: boolean;
  /** Why each database that cannot be searched here cannot (GET /sources). */
  unavailable?: Partial<Record<LiteratureDatabase, string>>;
  onAdd: (input: LiteratureInput) => Promise<boolean>;
}) {
  const t = useT();
  const errorId = useId();
  const [term, setTerm] = useState('');
  const [ticked, setDatabases] = useState<readonly LiteratureDatabase[]>(LITERATURE_DATABASES);
  // What the server cannot search is never ticked, even before its state arrived and was ticked by default.
  const databases = ticked.filter((database) => unavailable[database] === undefined);
  const [noSource, setNoSource] = useState(false);
  const empty = term.trim() === '';

  const toggle = (database: LiteratureDatabase, checked: boolean) => {
    setNoSource(false);
    setDatabases((current) =>
      LITERATURE_DATABASES.filter((each) => (each === database ? checked : current.includes(each))),
    );
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || running || blocked) return;
    if (databases.length === 0) {
      setNoSource(true);
      return;
    }
    if (await onAdd({ term, databases })) setTerm('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <AddKeyField
        label={t('monitoring.literatureLabel')}
        placeholder={t('monitoring.literaturePlaceholder')}
        value={term}
        onChange={setTerm}
        running={running}
        blocked={blocked}
      />
      <fieldset
        className="flex flex-wrap items-center gap-4"
        aria-describedby={noSource ? errorId : undefined}
        disabled={running || blocked}
      >
        <legend className="sr-only">{t('monitoring.literatureSources')}</legend>
        {LITERATURE_DATABASES.map((database) => (
          <label key={database} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={databases.includes(database)}
              disabled={unavailable[database] !== undefined}
              aria-describedby={unavailable[database] ? `${errorId}-${database}` : undefined}
              onChange={(event) => toggle(database, event.target.checked)}
            />
            {t(DATABASE_LABEL[database])}
          </label>
        ))}
      </fieldset>
      {LITERATURE_DATABASES.map((database) => {
        const reason = unavailable[database];
        return reason ? (
          <p key={database} id={`${errorId}-${database}`} className="text-xs text-muted-foreground">
            {t('monitoring.databaseUnavailable', { database: t(DATABASE_LABEL[database]), reason })}
          </p>
        ) : null;
      })}
      {noSource ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t('monitoring.selectSource')}
        </p>
      ) : null}
      {progress > 0 ? <UploadProgress value={progress} /> : null}
    </form>
  );
}
