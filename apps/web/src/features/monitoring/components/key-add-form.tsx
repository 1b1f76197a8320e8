import { useState, type SubmitEvent } from 'react';
import { UploadProgress } from '@/review/components/upload-progress.tsx';
import { AddKeyField } from './add-key-field.tsx';

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
  const [value, setValue] = useState('');
  const empty = value.trim() === '';

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || running || blocked) return;
    if (await onAdd(value.trim())) setValue('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <AddKeyField
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={setValue}
        running={running}
        blocked={blocked}
      />
      {progress > 0 ? <UploadProgress value={progress} /> : null}
    </form>
  );
}
