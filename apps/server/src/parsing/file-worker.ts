/**
 * The entry of the file threads (file-pool.ts, decision 0027): parsing and sanitising untrusted files, and the
 * analysis of long texts, run here, where work that takes minutes or gigabytes costs this thread (terminated at its
 * limits), never the server's event loop.
 */
import { analyseTextInThread } from '../analysis/ensemble/thread-analysis.ts';
import { readEmail } from './email/read-email.ts';
import { inspectAudio } from '../transcription/audio/inspect-audio.ts';
import type { FileTask, FileTaskResults } from './file-tasks.ts';

export default async function runFileTask(task: FileTask): Promise<FileTaskResults[FileTask['kind']]> {
  switch (task.kind) {
    case 'read-email':
      return readEmail(
        Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
        task.options,
      );
    case 'inspect-audio':
      return inspectAudio(task.bytes);
    case 'analyse-text':
      return analyseTextInThread(task);
  }
}
