import { ItemListPage } from '@/review/components/item-list-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { recordingSource } from '../recording-source.ts';
import { RECORDING_CARD_HEIGHT, RecordingCard } from './recording-card.tsx';

/** /recordings: the shared list machinery as a card grid of 1, 2 or 3 columns (SPEC §2.7). */
export function RecordingListPage() {
  const t = useT();
  return (
    <ItemListPage
      descriptor={recordingSource}
      title={t('page.recordings.title')}
      description={t('page.recordings.body')}
      layout={{ kind: 'grid', itemHeight: RECORDING_CARD_HEIGHT }}
      renderItem={(recording) => <RecordingCard recording={recording} />}
    />
  );
}
