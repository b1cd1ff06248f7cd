import { useQuery } from '@tanstack/react-query';
import { menuQuery } from '../../features/menu/menu.queries';
import { SearchView } from '../../features/search/components/search-view';
import { QuickAdd } from '../../features/basket/components/quick-add';
import { useStorefront } from '../../tenant/storefront-context';

/** The menu's search: a field, the recent queries, the products that match in any language, each with the basket's "+". */
export default function SearchBlock() {
  const { api, merchant, channel, branchId } = useStorefront();
  const { data } = useQuery(menuQuery(api, merchant.id, channel, branchId, null));
  return <SearchView products={data?.products ?? []} action={(product) => <QuickAdd product={product} />} />;
}
