import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import type { MonitoredSourceEntry } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useUpdateProductName } from '../api/update-product-name.ts';
import { monitoredEntryLabel, monitoredEntryPath } from '../lib/entry-paths.ts';

/**
 * The Amazon product's name, edited inline (SPEC §2.6, §5): Enter saves a non-empty name, Escape (or leaving
 * the field) cancels.
 */
export function ProductNameEditor({ entry }: { entry: MonitoredSourceEntry }) {
  const t = useT();
  const rename = useUpdateProductName();
  const name = monitoredEntryLabel(entry);
  const [draft, setDraft] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const productName = (draft ?? '').trim();
      if (productName === '') return;
      if (productName === entry.label) setDraft(null);
      else rename.mutate({ asin: entry.key, productName }, { onSuccess: () => setDraft(null) });
    }
  };

  if (draft !== null) {
    return (
      <Input
        autoFocus
        aria-label={t('monitoring.productName', { asin: entry.key })}
        title={t('monitoring.renameHint')}
        value={draft}
        disabled={rename.isPending}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!rename.isPending) setDraft(null);
        }}
        className="h-8"
      />
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-1">
      <Link
        to={monitoredEntryPath('amazon', entry.key)}
        className="truncate text-sm font-medium hover:underline"
      >
        {name}
      </Link>
      {entry.label ? <span className="text-xs text-muted-foreground">{entry.key}</span> : null}
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('monitoring.rename', { name })}
        onClick={() => setDraft(entry.label ?? '')}
      >
        <Pencil aria-hidden="true" />
      </Button>
    </span>
  );
}
