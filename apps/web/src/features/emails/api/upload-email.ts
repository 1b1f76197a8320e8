import { intakeEndpoints, emailUploadResponseSchema } from '@vigila/domain';
import { readResponse } from '@/lib/read-response.ts';
import { apiCall } from '@/lib/api-client.ts';

/** POST /email/upload, multipart field `email` (SPEC §7.2) → the e-mail's id (the same file twice: the same id). */
export async function uploadEmail(file: File): Promise<string> {
  const form = new FormData();
  form.append('email', file, file.name);
  const body = await apiCall(intakeEndpoints.uploadEmail, { body: form });
  return readResponse(emailUploadResponseSchema, body).id;
}
