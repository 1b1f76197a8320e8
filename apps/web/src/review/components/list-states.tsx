import type { ReactNode } from 'react';
import { CircleAlert, Inbox, PartyPopper, SearchX, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/index.ts';
import type { EmptyKind, SourceDescriptor } from '../source-descriptor.ts';

/** An icon, a heading and what to do next: the empty, failed and no-match states of lists. */
export function StateBox({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/40 p-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </div>
  );
}

export function ListLoading() {
  const t = useT();
  return (
    <div className="flex min-h-56 items-center justify-center">
      <Spinner label={t('list.loading')} />
    </div>
  );
}

/** SPEC §8: the list's failure text, with the server's error underneath (unless the text quotes it) and a retry. */
export function ListError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div role="alert">
      <StateBox icon={CircleAlert} title={title}>
        {message && !title.includes(message) ? (
          <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        ) : null}
        <Button variant="outline" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </StateBox>
    </div>
  );
}

/**
 * Empty lists (SPEC §2.7): per status, e.g. 'No recordings found' with 'You are all caught up! 🎉' on pending;
 * with filters on, a hint to change them instead.
 */
export function ListEmpty<T>({
  descriptor,
  kind,
  filtered,
  onClearFilters,
}: {
  descriptor: SourceDescriptor<T>;
  kind: EmptyKind;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const t = useT();
  if (filtered) {
    return (
      <StateBox icon={SearchX} title={t('list.noMatch')}>
        <p className="text-sm text-muted-foreground">{t('list.noMatchHint')}</p>
        <Button variant="outline" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      </StateBox>
    );
  }
  return (
    <StateBox icon={kind === 'pending' ? PartyPopper : Inbox} title={t(descriptor.texts.empty[kind])}>
      {kind === 'pending' ? <p className="text-sm text-muted-foreground">{t('list.caughtUp')}</p> : null}
      {kind === 'all' ? (
        <p className="max-w-md text-sm text-muted-foreground">{t(descriptor.texts.emptyHint)}</p>
      ) : null}
    </StateBox>
  );
}
