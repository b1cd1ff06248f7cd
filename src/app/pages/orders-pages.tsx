import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useSessionActor } from '../../api/session-context';
import { OrderList } from '../../features/orders/components/order-list';
import { OrderView } from '../../features/orders/components/order-view';
import type { RouteDef } from '../route-table';
import { useLoginRequired } from '../use-login-required';

export default function OrdersRoutePage({
  route,
  params,
}: {
  route: RouteDef;
  params: Record<string, string>;
}) {
  const { t } = useTranslation('pages');
  const allowed = useLoginRequired(
    route.path === '/profile/orders' ? route.path : `/profile/orders/${params.id}`,
  );
  const user = useCurrentUser();
  const token = useSelector(useSessionActor(), (s) => s.context.token);
  if (!allowed || !user) return null;
  return (
    <div className="stack">
      <h1 className="page-title">{t(route.title)}</h1>
      {route.path === '/profile/orders' ? (
        <OrderList userId={user.id} />
      ) : (
        <OrderView orderId={Number(params.id)} userId={user.id} token={token} />
      )}
    </div>
  );
}
