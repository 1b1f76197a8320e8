import { intakeAddresses } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import { apiCall } from '@/lib/api-client.ts';

/** POST /email/upload, multipart field `email` (SPEC §7.2) → the e-mail's id (the same file twice: the same id). */
export async function uploadEmail(file: File): Promise<string> {
  const form = new FormData();
  form.append('email', file, file.name);
  const body = await apiCall(intakeAddresses.uploadEmail, { body: form });
  return readAnswer(body, 'id').id;
}
