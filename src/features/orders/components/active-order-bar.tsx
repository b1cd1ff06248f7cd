import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import { useCurrentUser } from '../../../api/session-context';
import { statusLabel } from '../../../domain/order-status';
import { useStorefront } from '../../../tenant/storefront-context';
import { activeOrdersQuery } from '../orders.queries';

/**
 * A signed-in customer with an order on its way sees it over the menu: its number and status, one
 * tap from its tracker. It floats (fixed), so the page under it never moves when it appears.
 */
export function ActiveOrderBar() {
  const { t } = useTranslation('orders');
  const { api } = useStorefront();
  const user = useCurrentUser();
  const { data: orders = [] } = useQuery({
    ...activeOrdersQuery(api, user?.id ?? 0),
    enabled: user !== null,
  });
  const newest = [...orders].sort((a, b) => b.id - a.id)[0];
  if (!user || !newest) return null;
  return (
    <Link href={`/profile/orders/${newest.id}`} className="active-order" data-testid="active-order">
      <span>{t('activeOrder', { number: newest.number })}</span>
      <strong>{t(`status.${statusLabel(newest.status, newest.serviceType)}`)}</strong>
      {orders.length > 1 && <small>{t('moreActive', { count: orders.length - 1 })}</small>}
    </Link>
  );
}
