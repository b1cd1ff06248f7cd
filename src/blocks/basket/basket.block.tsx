import { useQuery } from '@tanstack/react-query';
import { useStorefront } from '../../tenant/storefront-context';
import { BasketView } from '../../features/basket/components/basket-view';
import { menuQuery } from '../../features/menu/menu.queries';

/** The basket, revalidated against the current menu of the chosen branch. */
export default function BasketBlock() {
  const { api, merchant, channel, branchId, lang } = useStorefront();
  const { data } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  return <BasketView products={data?.products ?? []} />;
}
