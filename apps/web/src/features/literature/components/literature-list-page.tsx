import { useParams } from 'react-router';
import { ItemListPage } from '@/review/components/item-list-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { literatureSource } from '../literature-source.ts';
import { LiteratureRow } from './literature-row.tsx';

/** /literature and /literature/{searchTerm}: every search's articles, or one search term's (source_key). */
export function LiteratureListPage() {
  const t = useT();
  const { searchTerm } = useParams();
  return (
    <ItemListPage
      descriptor={literatureSource}
      title={searchTerm ? t('page.literatureSearch.title', { name: searchTerm }) : t('page.literature.title')}
      description={
        searchTerm
          ? t('sourceList.literatureSearchBody', { name: searchTerm })
          : t('sourceList.literatureBody')
      }
      layout={{ kind: 'rows', itemHeight: 150 }}
      renderItem={(article) => <LiteratureRow article={article} />}
      routeSourceKey={searchTerm}
    />
  );
}
