import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PlainMessageKey, Source } from '@vigila/domain';
import { t } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { itemKeys, triageKeys } from '../api/query-keys.ts';
import { uploadProgress } from '../lib/upload-files.ts';

export interface BatchUploadOptions {
  source: Source;
  upload: (file: File) => Promise<string>;
  analyze: (id: string) => Promise<void>;
  /** Where to go once every file is uploaded and its analysis started. */
  listPath: string;
  texts: { uploaded: PlainMessageKey; analysisStarted: PlainMessageKey; failed: PlainMessageKey };
}

/**
 * Uploads files one by one, then starts each analysis, with the progress of SPEC §4.3; any failure resets the
 * progress to 0 and shows the spec's toast with the server's error. On success: toasts, refetch, list page.
 */
export function useBatchUpload({ source, upload, analyze, listPath, texts }: BatchUploadOptions) {
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** Resolves true when every file was uploaded and analysed. */
  const start = async (files: readonly File[]): Promise<boolean> => {
    setRunning(true);
    setProgress(uploadProgress.start);
    try {
      const ids: string[] = [];
      for (const [index, file] of files.entries()) {
        ids.push(await upload(file));
        setProgress(uploadProgress.afterUpload(index, files.length));
      }
      notify.success(t(texts.uploaded));
      for (const [index, id] of ids.entries()) {
        await analyze(id);
        setProgress(uploadProgress.afterAnalysis(index, ids.length));
      }
      notify.success(t(texts.analysisStarted));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: itemKeys.source(source) }),
        queryClient.invalidateQueries({ queryKey: triageKeys.all }),
      ]);
      void navigate(listPath);
      return true;
    } catch (error) {
      setProgress(0);
      const reason = error instanceof Error ? error.message : '';
      notify.error(reason ? `${t(texts.failed)}: ${reason}` : t(texts.failed));
      return false;
    } finally {
      setRunning(false);
    }
  };

  return { progress, running, start };
}
