import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { UploadProgress } from '@/features/items/components/upload-progress.tsx';
import { useT } from '@/lib/i18n/index.ts';

/**
 * The add form of a monitored source keyed by one text (SPEC §2.6, §5): the button is disabled while the
 * input is empty after trimming, while a flow runs, or while the connector is not set up.
 */
export function KeyAddForm({
  label,
  placeholder,
  progress,
  running,
  blocked,
  onAdd,
}: {
  label: string;
  placeholder: string;
  progress: number;
  running: boolean;
  /** The connector needs setting up first: adding would only fail. */
  blocked: boolean;
  /** Resolves true on success; the input is kept after a failure so the reader can try again. */
  onAdd: (value: string) => Promise<boolean>;
}) {
  const t = useT();
  const inputId = useId();
  const [value, setValue] = useState('');
  const empty = value.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || running || blocked) return;
    if (await onAdd(value.trim())) setValue('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          disabled={running || blocked}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="sm" className="h-9" disabled={empty || running || blocked}>
          <Plus aria-hidden="true" />
          {running ? t('monitoring.adding') : t('monitoring.add')}
        </Button>
      </div>
      {progress > 0 ? <UploadProgress value={progress} /> : null}
    </form>
  );
}
