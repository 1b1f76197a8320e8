import { useId, useState, type SubmitEvent } from 'react';
import { BookOpen } from 'lucide-react';
import { MEDDRA_FILES, MEDDRA_LANGUAGES, type MeddraLanguage, type MeddraRelease } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { SettingsSection } from '../settings-section.tsx';
import { sortReleaseFiles, useMeddraReleases, useUploadMeddraRelease } from './meddra-releases-api.ts';

/** Owners and admins load releases (the server checks it again): a release recodes the whole organisation. */
const RELEASE_ADMIN_ROLES: readonly string[] = ['owner', 'admin'];

const LANGUAGE_LABEL = { en: 'meddra.languageEn', es: 'meddra.languageEs' } as const;

function UploadForm() {
  const t = useT();
  const ids = { files: useId(), version: useId(), language: useId() };
  const [picked, setPicked] = useState<File[]>([]);
  const [version, setVersion] = useState('');
  const [language, setLanguage] = useState<MeddraLanguage>('en');
  const upload = useUploadMeddraRelease();
  const { files, missing } = sortReleaseFiles(picked);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing.length > 0 || version.trim() === '') return;
    upload.mutate(
      { version: version.trim(), language, files: files as Required<typeof files> },
      {
        onSuccess: (release) =>
          notify.success(t('meddra.uploaded', { version: release.version, count: release.llt_count })),
        onError: (error) => notify.error(t('meddra.uploadFailed', { reason: error.message })),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-4">
      <h3 className="font-medium">{t('meddra.uploadTitle')}</h3>
      <div className="grid gap-1">
        <label htmlFor={ids.files} className="text-sm font-medium">
          {t('meddra.filesLabel')}
        </label>
        <input
          id={ids.files}
          type="file"
          multiple
          accept=".asc"
          onChange={(event) => setPicked([...(event.target.files ?? [])])}
          className="text-sm"
        />
        <p className="text-xs text-muted-foreground">
          {t('meddra.filesHint', { files: MEDDRA_FILES.join(', ') })}
        </p>
        {picked.length > 0 && missing.length > 0 ? (
          <p role="alert" className="text-xs text-destructive">
            {t('meddra.missingFiles', { files: missing.join(', ') })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={ids.version} className="text-sm font-medium">
            {t('meddra.version')}
          </label>
          <Input
            id={ids.version}
            value={version}
            placeholder="27.1"
            onChange={(event) => setVersion(event.target.value)}
            className="w-32"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.language} className="text-sm font-medium">
            {t('meddra.language')}
          </label>
          <select
            id={ids.language}
            value={language}
            onChange={(event) => setLanguage(event.target.value as MeddraLanguage)}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          >
            {MEDDRA_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(LANGUAGE_LABEL[code])}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="submit"
          disabled={upload.isPending || picked.length === 0 || missing.length > 0 || version.trim() === ''}
        >
          {upload.isPending ? t('meddra.uploading') : t('meddra.upload')}
        </Button>
      </div>
    </form>
  );
}

function ReleaseList({ releases }: { releases: MeddraRelease[] }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  if (releases.length === 0) return <p className="text-sm text-muted-foreground">{t('meddra.noReleases')}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('meddra.releasesTitle')}>
      {releases.map((release) => (
        <li
          key={release.id}
          className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
        >
          <span>
            {t('meddra.releaseLine', {
              version: release.version,
              language: t(LANGUAGE_LABEL[release.language]),
              count: release.llt_count,
              date: formatDate(release.uploaded_at, language),
            })}
          </span>
          <Badge variant={release.active ? 'success' : 'outline'}>
            {release.active ? t('meddra.active') : t('meddra.replaced')}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Settings → MedDRA: the organisation's licensed releases, and loading one (owners and admins). */
export function MeddraSection() {
  const t = useT();
  const roles = useAuthStore((state) => state.user?.roles ?? []);
  const releases = useMeddraReleases();
  const canUpload = roles.some((role) => RELEASE_ADMIN_ROLES.includes(role));
  return (
    <SettingsSection
      value="meddra"
      icon={BookOpen}
      title={t('meddra.sectionTitle')}
      description={t('meddra.sectionBody')}
    >
      <div className="grid gap-4">
        {canUpload ? (
          <UploadForm />
        ) : (
          <p className="text-sm text-muted-foreground">{t('meddra.adminsOnly')}</p>
        )}
        <h3 className="font-medium">{t('meddra.releasesTitle')}</h3>
        {releases.isPending ? (
          <p className="text-sm text-muted-foreground">{t('meddra.loadingReleases')}</p>
        ) : releases.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('meddra.errorReleases')}
          </p>
        ) : (
          <ReleaseList releases={releases.data} />
        )}
      </div>
    </SettingsSection>
  );
}
