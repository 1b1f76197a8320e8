import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PlainMessageKey, Source } from '@vigila/domain';
import { t } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { wait } from '@/lib/wait.ts';
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

/** Waits for a server's rate limit this many times per call at most; then its 429 fails the batch. */
const RATE_LIMIT_WAITS = 5;
/** When a 429 carries no Retry-After: the limits count per minute. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * `call`, run again after the Retry-After of each 429 (the uploads limit, per user and minute), saying so: a
 * selection larger than the limit goes in at the pace the server takes, instead of stopping at the limit.
 */
async function pacedByRateLimit<T>(call: () => Promise<T>): Promise<T> {
  for (let waits = 0; ; waits += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429 || waits === RATE_LIMIT_WAITS) throw error;
      const seconds = Math.ceil(error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS);
      notify.info(t('upload.waitingForLimit', { seconds }));
      await wait(seconds * 1000);
    }
  }
}

/**
 * Uploads files one by one, then starts each analysis, with the progress of SPEC §4.3; a rate limit's 429 waits
 * and goes on (pacedByRateLimit); any other failure resets the progress to 0 and shows the spec's toast with the
 * server's error. On success: toasts, refetch, list page.
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
        ids.push(await pacedByRateLimit(() => upload(file)));
        setProgress(uploadProgress.afterUpload(index, files.length));
      }
      notify.success(t(texts.uploaded));
      for (const [index, id] of ids.entries()) {
        await pacedByRateLimit(() => analyze(id));
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
