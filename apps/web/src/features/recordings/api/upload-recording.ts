import { intakeEndpoints, recordingUploadResponseSchema } from '@vigila/domain';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';

/** POST /recordings/upload, multipart field `audio` (SPEC §7.2) → the recording's id. */
export async function uploadRecording(file: File): Promise<string> {
  const form = new FormData();
  form.append('audio', file, file.name);
  const body = await apiCall(intakeEndpoints.uploadRecording, { body: form });
  return readResponse(recordingUploadResponseSchema, body).recording_id;
}
