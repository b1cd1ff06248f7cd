import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStorefront } from '../../engine/storefront-context';
import { menuQuery } from '../../features/menu/menu.queries';
import { SearchView } from '../../features/search/components/search-view';

export default function SearchPage() {
  const { t } = useTranslation('pages');
  const { api, merchant, channel, branchId } = useStorefront();
  const { data } = useQuery(menuQuery(api, merchant.id, channel, branchId));
  return (
    <div className="stack">
      <h1 className="page-title">{t('search')}</h1>
      <SearchView products={data?.products ?? []} />
    </div>
  );
}
