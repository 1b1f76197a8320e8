import { intakeAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

/** POST /recordings/upload, multipart field `audio` (SPEC §7.2) → the recording's id. */
export async function uploadRecording(file: File): Promise<string> {
  const form = new FormData();
  form.append('audio', file, file.name);
  const body = await apiCall(intakeAddresses.uploadRecording, { body: form });
  return readAnswer(body, 'recording_id').recording_id;
}
