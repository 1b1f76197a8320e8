import '../lib/case-form-texts.ts';
import { useState } from 'react';
import { Download } from 'lucide-react';
import { API_BASE_PATH, caseAddresses, endpointPath } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT } from '@/lib/i18n/index.ts';
import type { E2bProblem } from '../lib/build-case-report.ts';
import { E2bProblems } from './e2b-problems.tsx';

export const E2B_R3_FILE_NAME = 'e2b_r3_report.xml';

type Outcome = { ok: true; xml: string } | { ok: false; problems: E2bProblem[] };

/**
 * GET /cases/{id}/e2b?format=r3. Called with fetch rather than apiCall because the 422 answer's body carries the
 * problem list, which the API client's error keeps only as text.
 */
export async function fetchE2bR3(caseId: string): Promise<Outcome> {
  const token = useAuthStore.getState().accessToken;
  const path = `${API_BASE_PATH}${endpointPath(caseAddresses.caseE2b, { id: caseId })}?format=r3`;
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.ok) return { ok: true, xml: await response.text() };
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    problems?: E2bProblem[];
  } | null;
  if (Array.isArray(body?.problems)) return { ok: false, problems: body.problems };
  return { ok: false, problems: [{ message: body?.error ?? `HTTP ${response.status}` }] };
}

function saveFile(xml: string) {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = E2B_R3_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Download E2B(R3)": the server builds the stored case's R3 message (every repeatable entry) and checks it; a case
 * that is not ready shows what is missing, each problem leading to its field when `onShowField` is given.
 */
export function E2bR3Download({
  caseId,
  onShowField = () => undefined,
}: {
  caseId: string;
  onShowField?: (field: string) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<E2bProblem[]>([]);
  const download = async () => {
    setBusy(true);
    try {
      const outcome = await fetchE2bR3(caseId);
      if (outcome.ok) {
        setProblems([]);
        saveFile(outcome.xml);
      } else setProblems(outcome.problems);
    } catch (error) {
      console.error(t('cases.e2bR3NotReady'), error);
      setProblems([{ message: error instanceof Error ? error.message : String(error) }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <Button type="button" variant="outline" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" />
        {busy ? t('cases.downloadingE2bR3') : t('cases.downloadE2bR3')}
      </Button>
      <E2bProblems problems={problems} onShowField={onShowField} />
    </div>
  );
}
