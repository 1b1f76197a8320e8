import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useNavigate } from 'react-router';
import { caseAddresses } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { apiCall } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { casePath } from '../api/create-case.ts';
import { caseKeys } from '../api/case-keys.ts';
import { serverMessage } from '../lib/server-message.ts';

/** POST /cases/import, multipart field `file` → the new case's id. */
export async function importE2bFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await apiCall(caseAddresses.importCase, { body: form });
  return readAnswer(body, 'id').id;
}

/**
 * "Import E2B file": picks one E2B(R2) or E2B(R3) XML file, creates a case from it and opens the case. A refused
 * file shows the server's reason ("The file declares entities, which are not accepted"…).
 */
export function ImportE2bButton() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: importE2bFile,
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
      void navigate(casePath(id));
    },
    onError: (error) => {
      console.error(t('cases.importE2bFailed'), error);
      notify.error(serverMessage(error) ?? t('cases.importE2bFailed'));
    },
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xml,application/xml,text/xml"
        className="sr-only"
        aria-label={t('cases.importE2b')}
        data-testid="import-e2b-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) mutation.mutate(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={mutation.isPending}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden="true" />
        {mutation.isPending ? t('cases.importingE2b') : t('cases.importE2b')}
      </Button>
    </>
  );
}
