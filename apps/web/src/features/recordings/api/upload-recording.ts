import { intakeAddresses, type CallLanguage } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

/**
 * POST /recordings/upload, multipart field `audio` (SPEC §7.2) → the recording's id. The call's language, when
 * given, goes first: the server reads the fields sent before the file (an engine that lacks it does not run).
 */
export async function uploadRecording(file: File, language: CallLanguage | null = null): Promise<string> {
  const form = new FormData();
  if (language) form.append('language', language);
  form.append('audio', file, file.name);
  const body = await apiCall(intakeAddresses.uploadRecording, { body: form });
  return readAnswer(body, 'recording_id').recording_id;
}
