import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { FILE_ACCEPT, invalidFilesMessage, type FileRule } from '../lib/upload-files.ts';
import { UploadProgress } from './upload-progress.tsx';

/**
 * An add form for files (SPEC §2.6): several files at once, checked against the source's rule before anything is
 * sent; the button is disabled while empty, invalid or running; the progress shows as a percentage.
 */
export function FileUploadForm({
  rule,
  label,
  hint,
  progress,
  running,
  onUpload,
}: {
  rule: FileRule;
  label: string;
  hint: string;
  progress: number;
  running: boolean;
  /** Resolves true on success; the selection is kept after a failure so the reader can try again. */
  onUpload: (files: File[]) => Promise<boolean>;
}) {
  const t = useT();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const error = files.length > 0 ? invalidFilesMessage(files, rule) : null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (files.length === 0 || error) return;
    if (!(await onUpload(files))) return;
    setFiles([]);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={ids.input} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        type="file"
        multiple
        accept={FILE_ACCEPT[rule]}
        disabled={running}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent"
      />
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {files.length > 1 ? t('upload.selected', { count: files.length }) : hint}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={files.length === 0 || error !== null || running}>
          <Upload aria-hidden="true" />
          {running ? t('upload.uploading') : t('upload.button')}
        </Button>
        {progress > 0 ? <UploadProgress value={progress} /> : null}
      </div>
    </form>
  );
}
