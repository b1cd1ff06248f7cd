import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { components } from '../../api/schema';
import { useStorefront } from '../../tenant/storefront-context';
import { useBasketStore } from '../../features/basket/basket-store';
import { menuQuery } from '../../features/menu/menu.queries';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useSessionActor } from '../../api/session-context';
import { OrderList } from '../../features/orders/components/order-list';
import { OrderView } from '../../features/orders/components/order-view';
import type { RouteDef } from '../../domain/routes';
import { Button } from '../../ui/button';

/** Repeat: the order's lines back into the basket, where the current menu revalidates them. */
function RepeatOrder({ order }: { order: components['schemas']['Order'] }) {
  const { t } = useTranslation('orders');
  const { api, merchant, channel, branchId, lang } = useStorefront();
  const store = useBasketStore();
  const { data: menu } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  const [, navigate] = useLocation();
  return (
    <Button
      variant="secondary"
      disabled={!menu}
      onClick={() => {
        for (const line of order.cartItems) {
          const product = menu?.products.find((p) => p.id === line.productId);
          if (product)
            store.add(
              product,
              line.modifications.map((m) => ({ modificationId: m.modificationId, count: m.count })),
              line.count,
            );
        }
        navigate('/basket');
      }}
    >
      {t('repeat')}
    </Button>
  );
}

export default function OrdersRoutePage({
  route,
  params,
}: {
  route: RouteDef;
  params: Record<string, string>;
}) {
  const { t } = useTranslation('pages');
  const user = useCurrentUser();
  const token = useSelector(useSessionActor(), (s) => s.context.token);
  if (!user) return null;
  return (
    <div className="stack">
      <h1 className="page-title">{t(route.title)}</h1>
      {route.path === '/profile/orders' ? (
        <OrderList userId={user.id} />
      ) : (
        <OrderView
          orderId={Number(params.id)}
          userId={user.id}
          token={token}
          extra={(order) => <RepeatOrder order={order} />}
        />
      )}
    </div>
  );
}
